// The registration blocks' definitions (block catalogue §3–§5): the form and its status panel, one lazy
// chunk downloaded only by pages that use them.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { RegistrationFormProps } from './RegistrationForm.tsx';
import type { RegistrationStatusProps } from './RegistrationStatus.tsx';

const loadRegistration = () => import('./Registration.ts');

export const registrationFormBlock = defineBlock<RegistrationFormProps>({
  name: 'RegistrationForm',
  ...BLOCK_CATALOGUE.RegistrationForm,
  load: () => loadRegistration().then((m) => ({ default: m.RegistrationForm })),
});

export const registrationStatusBlock = defineBlock<RegistrationStatusProps>({
  name: 'RegistrationStatus',
  ...BLOCK_CATALOGUE.RegistrationStatus,
  load: () => loadRegistration().then((m) => ({ default: m.RegistrationStatus })),
});
