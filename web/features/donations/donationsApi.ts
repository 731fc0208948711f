import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDonationsResponse,
  DonationSetupResponse,
  MonthlyGift,
  MyDonationsResponse,
  PaymentIntentBody,
  PaymentIntentResponse,
} from '../../../core/api/donations';
import { apiGet, apiPost } from '../../api/client';

const MINE_KEY = ['donations', 'mine'] as const;

/** Whether online giving is set up, the public key, presets and limits. */
export function useDonationSetup() {
  return useQuery({
    queryKey: ['donations', 'setup'],
    queryFn: () => apiGet<DonationSetupResponse>('/api/donations/setup'),
  });
}

/** Starts a gift; answers the secret the payment form confirms with. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (body: PaymentIntentBody) =>
      apiPost<PaymentIntentResponse>('/api/create-payment-intent', body),
  });
}

/** The signed-in donor's gifts and monthly gifts. */
export function useMyDonations(signedIn: boolean) {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: () => apiGet<MyDonationsResponse>('/api/account/donations'),
    enabled: signedIn,
  });
}

export function useCancelMonthly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<MonthlyGift>(`/api/account/donations/monthly/${encodeURIComponent(id)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

/** The administrators' donations view. */
export function useAdminDonations() {
  return useQuery({
    queryKey: ['admin', 'donations'],
    queryFn: () => apiGet<AdminDonationsResponse>('/api/admin/donations'),
  });
}
