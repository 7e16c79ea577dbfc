// Toasts of the shell (admin spec §2, §3 Notification): a type, a message, a description and a ttl in
// seconds. A toast is removed after its ttl; ttl 0 stays until closed. Pure: the host renders the list.

export const TOAST_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Notification ttl default: 4 seconds (admin spec §9). */
export const DEFAULT_TOAST_TTL_SECONDS = 4;

export interface ToastInput {
  type: ToastType;
  message: string;
  description?: string;
  /** Seconds before the toast goes away; 0 keeps it until the user closes it. */
  ttl?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export interface ToastQueue {
  add(input: ToastInput): number;
  remove(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function createToastQueue(): ToastQueue {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function remove(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  return {
    add(input) {
      const id = nextId++;
      const ttl = input.ttl ?? DEFAULT_TOAST_TTL_SECONDS;
      const toast: Toast = { id, type: input.type, message: input.message, ttl };
      if (input.description !== undefined) toast.description = input.description;
      toasts = [...toasts, toast];
      if (ttl > 0)
        timers.set(
          id,
          setTimeout(() => remove(id), ttl * 1000),
        );
      emit();
      return id;
    },
    remove,
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
