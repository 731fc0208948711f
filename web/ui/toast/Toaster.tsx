import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useToast } from './useToast';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_CLASS,
  type ToastItem,
  type ToastVariant,
} from './toastStore';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-brand-100 bg-white text-ink',
  success: 'border-l-4 border-success-700 bg-white text-ink',
  destructive: 'border-l-4 border-danger-600 bg-white text-ink',
};

function ToastCard({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const variant = item.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      duration={item.duration}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantClasses[variant]}`}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm text-muted">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-2 right-2 rounded p-1 text-muted hover:bg-parchment-dark hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders the toasts of `useToast()`; mounted once at the root of the app. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} onClose={() => dismiss(item.id)} />
      ))}
      <ToastPrimitive.Viewport hotkey={TOAST_HOTKEY} className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
