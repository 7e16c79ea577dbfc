// The popup modal blocks: one code-split chunk, downloaded only by pages whose blueprint has a popup.
export { PopupContent } from './PopupContent.tsx';
export { PopupModal } from './PopupModal.tsx';
export { PopupTrigger } from './PopupTrigger.tsx';
