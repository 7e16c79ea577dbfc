// The registration blocks' split chunk (registration.blocks.ts loads it): the form and the status panel.
export { RegistrationForm } from './RegistrationForm.tsx';
export { RegistrationStatus } from './RegistrationStatus.tsx';
