import { call } from './contract';
import type {
  AdminDonationsResponse,
  DonationSetupResponse,
  MonthlyGift,
  MyDonationsResponse,
  PaymentIntentBody,
  PaymentIntentResponse,
} from './donations';
/** Giving's requests (decision 275). */
export const donationsCalls = {
  setup: call('GET', '/api/donations/setup').answer<DonationSetupResponse>(),
  createPaymentIntent: call('POST', '/api/create-payment-intent')
    .body<PaymentIntentBody>()
    .answer<PaymentIntentResponse>(),
  mine: call('GET', '/api/account/donations').answer<MyDonationsResponse>(),
  cancelMonthly: call('POST', '/api/account/donations/monthly/:id/cancel').answer<MonthlyGift>(),
  admin: call('GET', '/api/admin/donations').answer<AdminDonationsResponse>(),
};
