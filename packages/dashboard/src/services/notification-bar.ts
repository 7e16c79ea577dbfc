// The full-width bar at the bottom of the shell (admin spec §2): it shows messages and is dismissed on
// click, unless a message is marked undismissable.

export interface BarMessage {
  id: number;
  message: string;
  undismissable: boolean;
}

export interface NotificationBarStore {
  show(message: string, options?: { undismissable?: boolean }): number;
  dismiss(id: number): void;
  list(): readonly BarMessage[];
  subscribe(listener: () => void): () => void;
}

export function createNotificationBar(): NotificationBarStore {
  let messages: readonly BarMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    show(message, { undismissable = false } = {}) {
      const id = nextId++;
      messages = [...messages, { id, message, undismissable }];
      emit();
      return id;
    },
    dismiss(id) {
      if (!messages.some((m) => m.id === id)) return;
      messages = messages.filter((m) => m.id !== id);
      emit();
    },
    list: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
