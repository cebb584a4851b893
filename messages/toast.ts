/** A toast's words and its kind; the toast queue (machines/toastQueue.machine.ts) adds how long and where. */
export interface ToastText {
  title: string
  message?: string
  type?: 'success' | 'error' | 'warning' | 'info'
}

/** A problem told to the visitor: by its field or above the button, and in a toast. */
export interface Problem {
  title: string
  message: string
}
