// The embedded-frame blocks (both variants): one code-split chunk, downloaded only by pages that embed one.
export { EmbeddedFrame } from './EmbeddedFrame.tsx';
export { EmbeddedLoginFrame } from './EmbeddedLoginFrame.tsx';
