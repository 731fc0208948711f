// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served in its place by the browser
// journeys (e2e/support/stripe.ts). It offers what @stripe/react-stripe-js and the support page use:
// Stripe(key), elements({ clientSecret }), create('payment') with mount/on/off/update/destroy, and
// confirmPayment, which posts the card number to https://api.stripe.com/v1/payment_intents/{id}/confirm
// (routed by the journey to the local API stand-in, server/payments/stripe-stand-in.ts) as Stripe.js does.
// The card form is plain labelled inputs in the page instead of Stripe's frame.
(function () {
  'use strict';
  var API = 'https://api.stripe.com';

  function makeElement(type, state) {
    var listeners = {};
    var node = null;
    function emit(name, payload) {
      (listeners[name] || []).slice().forEach(function (listener) {
        listener(payload);
      });
    }
    function field(id, label, autocomplete, placeholder) {
      var wrapper = document.createElement('div');
      wrapper.style.display = 'grid';
      wrapper.style.gap = '4px';
      var labelNode = document.createElement('label');
      labelNode.htmlFor = id;
      labelNode.textContent = label;
      var input = document.createElement('input');
      input.id = id;
      input.autocomplete = autocomplete;
      input.inputMode = 'numeric';
      input.placeholder = placeholder;
      input.style.border = '1px solid #9ca3af';
      input.style.borderRadius = '6px';
      input.style.padding = '8px 12px';
      input.style.minHeight = '40px';
      input.style.color = '#1c2433';
      input.style.background = '#fff';
      input.addEventListener('input', function () {
        emit('change', { elementType: type, empty: !state.number(), complete: state.number().length >= 15 });
      });
      wrapper.appendChild(labelNode);
      wrapper.appendChild(input);
      return { wrapper: wrapper, input: input };
    }
    var element = {
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        var box = document.createElement('div');
        box.setAttribute('data-testid', 'stripe-stand-in-payment-element');
        box.style.display = 'grid';
        box.style.gap = '12px';
        var number = field('stand-in-card-number', 'Card number', 'cc-number', '1234 1234 1234 1234');
        var expiry = field('stand-in-card-expiry', 'Expiration date', 'cc-exp', 'MM / YY');
        var cvc = field('stand-in-card-cvc', 'Security code', 'cc-csc', 'CVC');
        state.number = function () {
          return number.input.value.replace(/\s+/g, '');
        };
        box.appendChild(number.wrapper);
        box.appendChild(expiry.wrapper);
        box.appendChild(cvc.wrapper);
        node.appendChild(box);
        setTimeout(function () {
          emit('ready', { elementType: type });
        }, 0);
      },
      on: function (name, listener) {
        (listeners[name] = listeners[name] || []).push(listener);
        return element;
      },
      off: function (name, listener) {
        listeners[name] = (listeners[name] || []).filter(function (candidate) {
          return candidate !== listener;
        });
        return element;
      },
      once: function (name, listener) {
        return element.on(name, listener);
      },
      update: function () {},
      focus: function () {},
      blur: function () {},
      clear: function () {},
      collapse: function () {},
      unmount: function () {
        if (node) node.innerHTML = '';
      },
      destroy: function () {
        if (node) node.innerHTML = '';
        node = null;
      },
    };
    return element;
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_/.test(key)) throw new Error('Invalid publishable key');
    var state = {
      clientSecret: null,
      number: function () {
        return '';
      },
    };
    function elements(options) {
      state.clientSecret = options && options.clientSecret;
      var created = null;
      return {
        create: function (type) {
          created = makeElement(type, state);
          return created;
        },
        getElement: function () {
          return created;
        },
        update: function () {},
        fetchUpdates: function () {
          return Promise.resolve({});
        },
        submit: function () {
          return Promise.resolve({});
        },
        on: function () {},
        off: function () {},
      };
    }
    function confirmPayment(options) {
      var secret = state.clientSecret || '';
      var id = secret.split('_secret_')[0];
      var returnUrl = options && options.confirmParams && options.confirmParams.return_url;
      var body = new URLSearchParams({
        key: key,
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': state.number(),
        return_url: returnUrl || '',
      });
      return fetch(API + '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      }).then(function (response) {
        return response.json().then(function (json) {
          if (!response.ok) return { error: json.error };
          if (options.redirect !== 'if_required' && returnUrl) {
            window.location.assign(returnUrl);
            return {};
          }
          return { paymentIntent: json };
        });
      });
    }
    var notUsed = function () {
      return Promise.reject(new Error('not part of the Stripe.js stand-in'));
    };
    return {
      elements: elements,
      confirmPayment: confirmPayment,
      createToken: notUsed,
      createPaymentMethod: notUsed,
      confirmCardPayment: notUsed,
      retrievePaymentIntent: notUsed,
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
