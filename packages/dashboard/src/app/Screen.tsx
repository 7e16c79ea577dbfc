import type { ReactNode } from 'react';
import type { Access } from '../access/access.ts';
import { Gate } from '../access/Gate.tsx';
import { Titled } from './Titled.tsx';

/** A gated screen with its page title ("{section} - Event Dashboard"). */
export function Screen({ title, access, children }: { title: string; access: Access; children: ReactNode }) {
  return (
    <Gate access={access}>
      <Titled title={title}>{children}</Titled>
    </Gate>
  );
}
