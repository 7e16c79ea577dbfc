// The registration blocks' definitions (block catalogue §3–§5): the form and its status panel, one lazy
// chunk downloaded only by pages that use them.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { RegistrationFormProps } from './RegistrationForm.tsx';
import type { RegistrationStatusProps } from './RegistrationStatus.tsx';

const loadRegistration = () => import('./Registration.ts');

const panelFields = {
  panelTitle: { kind: 'text', label: 'Status panel title (blank = 報名狀態)' },
  processingText: { kind: 'text', label: 'Processing text (blank = 審核中...)' },
  verifiedText: { kind: 'text', label: 'Verified text (blank = 審核通過)' },
} as const;

export const registrationFormBlock = defineBlock<RegistrationFormProps>({
  name: 'RegistrationForm',
  load: () => loadRegistration().then((m) => ({ default: m.RegistrationForm })),
  defaultProps: {
    containerID: 0,
    campaignID: 0,
    questions: [],
    submitText: '',
    panelTitle: '',
    processingText: '',
    verifiedText: '',
  },
  rules: BLOCK_RULES.RegistrationForm,
  fields: {
    containerID: { kind: 'number', label: 'Registration container ID' },
    campaignID: {
      kind: 'number',
      label: "Campaign ID (questions from the container's questionnaire; 0 = own)",
    },
    submitText: { kind: 'text', label: 'Submit text (blank = 送出)' },
    ...panelFields,
  },
});

export const registrationStatusBlock = defineBlock<RegistrationStatusProps>({
  name: 'RegistrationStatus',
  load: () => loadRegistration().then((m) => ({ default: m.RegistrationStatus })),
  defaultProps: { containerID: 0, panelTitle: '', processingText: '', verifiedText: '' },
  rules: BLOCK_RULES.RegistrationStatus,
  fields: {
    containerID: { kind: 'number', label: 'Registration container ID' },
    ...panelFields,
  },
});
