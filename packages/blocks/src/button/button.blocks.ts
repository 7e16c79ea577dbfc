// The button blocks' definitions; each component is its own split chunk, downloaded only by pages that use it.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { ButtonProps } from './Button.tsx';
import type { ButtonsProps } from './Buttons.tsx';

export const buttonsBlock = defineBlock<ButtonsProps>({
  name: 'Buttons',
  load: () => import('./Buttons.tsx').then((m) => ({ default: m.Buttons })),
  rules: BLOCK_RULES.Buttons,
  fields: {},
});

export const buttonBlock = defineBlock<ButtonProps>({
  name: 'Button',
  load: () => import('./Button.tsx').then((m) => ({ default: m.Button })),
  defaultProps: {
    text: '',
    link: '',
    openNewWindow: true,
    withUserId: false,
    disabled: false,
    disableFn: '',
    fetcher: '',
    fetcherMethod: 'get',
  },
  rules: BLOCK_RULES.Button,
  fields: {
    text: { kind: 'text', label: 'Text' },
    link: { kind: 'text', label: "Link ('/path' in the page, or an http(s) address)" },
    openNewWindow: { kind: 'boolean', label: 'Open http(s) links in a new window' },
    withUserId: { kind: 'boolean', label: "Add the viewer's userID to http(s) links" },
    disabled: { kind: 'boolean', label: 'Disabled' },
    disableFn: {
      kind: 'text',
      label: "Disable when (on the fetcher's data, e.g. state === 1 or data.missions[0].score >= 10)",
    },
    fetcher: { kind: 'text', label: "Fetcher ('/path' on this server; {userID} = the signed-in viewer)" },
    fetcherMethod: { kind: 'select', label: 'Fetcher method', options: ['get', 'post', 'put'] },
  },
});
