import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  adminDonationsResponse,
  donationSetupResponse,
  monthlyGiftSchema,
  myDonationsResponse,
  paymentIntentBody,
  paymentIntentResponse,
} from '../../core/api/donations';
import { signedInReaders } from '../auth/reader.plugin';
import { currentUser } from '../auth/session';
import { requestLimits } from '../request-limits';
import { donationsCalls } from '../../core/api/donations.requests';

const errorsOf = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, messageResponse])) as Record<
    number,
    typeof messageResponse
  >;

/** The support page's calls and the provider's webhook (issue 20, decision 200). */
export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.donations;

  app.get(
    donationsCalls.setup.path,
    {
      schema: {
        tags: ['donations'],
        summary: 'Whether online giving is set up, the public key, presets and limits',
        response: { 200: donationSetupResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service().setup();
    },
  );

  app.post(
    donationsCalls.createPaymentIntent.path,
    {
      config: { rateLimit: requestLimits.donation },
      schema: {
        tags: ['donations'],
        summary: 'Start a one-time gift (a PaymentIntent) or a monthly gift (a subscription)',
        body: paymentIntentBody,
        response: { 200: paymentIntentResponse, ...errorsOf(400, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service().createPaymentIntent(request.body, await currentUser(request));
    },
  );

  await app.register(webhookRoute);
  await app.register(signedInReaders(accountDonationRoutes));
};

/** POST /api/stripe/webhook: the body is read as the exact text that was signed. */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/stripe/webhook',
    {
      config: { rateLimit: requestLimits.webhook },
      schema: {
        tags: ['donations'],
        summary: "Stripe's signed events: payments succeeded or failed, monthly gifts changed",
        body: z
          .string()
          .max(512 * 1024)
          .describe('The event, exactly as Stripe signed it'),
        response: {
          200: z.object({ received: z.literal(true), replayed: z.boolean() }),
          ...errorsOf(400, 429, 503),
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await app.services.donations.receiveWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, replayed: outcome === 'replayed' };
    },
  );
};

const subscriptionParams = z.object({
  id: z.string().regex(/^sub_[A-Za-z0-9]{1,100}$/, 'id must be a monthly gift id (sub_…)'),
});

/** A donor's own gifts: private, never cached, only the signed-in donor's rows. */
const accountDonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    donationsCalls.mine.path,
    {
      schema: {
        tags: ['donations'],
        summary: "The signed-in donor's payments and monthly gifts",
        response: { 200: myDonationsResponse, ...errorsOf(401) },
      },
    },
    async (request) => app.services.donations.mine(request.user.id),
  );
  app.post(
    donationsCalls.cancelMonthly.path,
    {
      config: { rateLimit: requestLimits.donation },
      schema: {
        tags: ['donations'],
        summary: "Cancel one of the signed-in donor's monthly gifts",
        params: subscriptionParams,
        response: { 200: monthlyGiftSchema, ...errorsOf(400, 401, 404, 429, 502, 503) },
      },
    },
    async (request) => app.services.donations.cancelMonthly(request.user.id, request.params.id),
  );
};

/** GET /api/admin/donations: an admin route file (registerAdminRoutes). */
export const donationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    donationsCalls.admin.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Donations: totals by month, monthly gifts, recent payments and failures (no card data)',
        response: { 200: adminDonationsResponse, ...errorsOf(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services.donations.summary();
    },
  );
};
