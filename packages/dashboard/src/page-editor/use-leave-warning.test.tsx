import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLeaveWarning } from './use-leave-warning.ts';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leave warning', () => {
  it('asks before leaving only while there are unpublished changes', () => {
    const view = renderHook(({ unsaved }) => useLeaveWarning(unsaved), { initialProps: { unsaved: false } });
    expect(leave()).toBe(false);
    view.rerender({ unsaved: true });
    expect(leave()).toBe(true);
    view.rerender({ unsaved: false });
    expect(leave()).toBe(false);
    view.rerender({ unsaved: true });
    view.unmount();
    expect(leave()).toBe(false);
  });
});
