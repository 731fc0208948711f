import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentIntentBody } from '../../../core/api/donations';
import { donationsCalls } from '../../../core/api/donations.requests';
import { useApi } from '../../api/context';

const MINE_KEY = ['donations', 'mine'] as const;

/** Whether online giving is set up, the public key, presets and limits. */
export function useDonationSetup() {
  const api = useApi();
  return useQuery({
    queryKey: ['donations', 'setup'],
    queryFn: () => api.call(donationsCalls.setup),
  });
}

/** Starts a gift; answers the secret the payment form confirms with. */
export function useCreatePaymentIntent() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: PaymentIntentBody) => api.call(donationsCalls.createPaymentIntent, { body }),
  });
}

/** The signed-in donor's gifts and monthly gifts. */
export function useMyDonations(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: () => api.call(donationsCalls.mine),
    enabled: signedIn,
  });
}

export function useCancelMonthly() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(donationsCalls.cancelMonthly, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

/** The administrators' donations view. */
export function useAdminDonations() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'donations'],
    queryFn: () => api.call(donationsCalls.admin),
  });
}
