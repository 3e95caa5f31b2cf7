import * as React from "react"
import { useToast } from "../hooks/use-toast"
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "./toast"

export interface ToasterProps extends React.ComponentProps<typeof ToastViewport> {
  /** Default auto-dismiss time of each toast; a toast's own `duration` wins. @default 5000 */
  duration?: number
  /** Accessible name of each toast's close button. @default "Close notification" */
  closeLabel?: string
}

/** Mount once near the root; renders whatever `toast()` shows. */
export function Toaster({ duration = TOAST_DURATION_MS, closeLabel, ...props }: ToasterProps) {
  const { toasts } = useToast()
  return (
    <ToastProvider duration={duration} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, action, ...toastProps }) => (
        <Toast key={id} {...toastProps}>
          <div data-slot="toast-body" className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport {...props} />
    </ToastProvider>
  )
}
