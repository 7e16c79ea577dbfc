// Shows the toast queue as antd notifications; the queue, not antd, decides when each goes away.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { notification } from 'antd';
import { useServices } from '../services/use-services.ts';

export function ToastHost() {
  const { toasts } = useServices();
  const [api, holder] = notification.useNotification({ placement: 'topRight' });
  const list = useSyncExternalStore(toasts.subscribe, toasts.list);
  const shown = useRef(new Set<number>());

  useEffect(() => {
    const present = new Set(list.map((toast) => toast.id));
    for (const toast of list) {
      if (shown.current.has(toast.id)) continue;
      shown.current.add(toast.id);
      api.open({
        key: String(toast.id),
        type: toast.type,
        title: toast.message,
        description: toast.description,
        duration: false,
        role: toast.type === 'error' ? 'alert' : 'status',
        onClose: () => toasts.remove(toast.id),
      });
    }
    for (const id of shown.current) {
      if (present.has(id)) continue;
      shown.current.delete(id);
      api.destroy(String(id));
    }
  }, [list, api, toasts]);

  return holder;
}
