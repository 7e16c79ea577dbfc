// What a PopupModal tells its trigger: whether the dialog is open, and how to open it.
import { createContext, useContext } from 'react';

export interface PopupContextValue {
  open: boolean;
  show(): void;
  dialogId: string;
}

export const PopupContext = createContext<PopupContextValue | null>(null);

export const usePopup = (): PopupContextValue | null => useContext(PopupContext);
