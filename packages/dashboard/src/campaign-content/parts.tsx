// Pieces every campaign content screen shares: a list with its loading, error and empty states, a
// button that asks before it acts, per-language text fields and a "call, toast, refresh" helper.
import type { ReactNode } from 'react';
import { Button, Popconfirm, Result, Space, Spin, Table, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { LOCALES } from '@eventory/domain/locales';
import { LOCALE_NAMES } from '../i18n/i18n.ts';
import { TextField } from '../forms/fields.tsx';
import type { DynamicForm } from '../forms/use-dynamic-form.ts';
import { useSave } from '../forms/use-save.ts';

/** Loading, then the error with a retry, else the content. */
export function Loaded<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isLoading' | 'isError' | 'refetch' | 'data'>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isLoading)
    return (
      <Space data-testid="content-loading">
        <Spin />
        {t('app.loading')}
      </Space>
    );
  if (query.isError || query.data === undefined)
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return children(query.data);
}

/** A table of a list query: loading, error (with retry) and empty states included. */
export function ListTable<T extends object>({
  query,
  empty,
  ...table
}: {
  query: Pick<UseQueryResult<T[]>, 'isLoading' | 'isError' | 'refetch' | 'data'>;
  empty: string;
} & Omit<TableProps<T>, 'dataSource' | 'locale'>) {
  return (
    <Loaded query={query}>
      {(rows) => (
        <Table<T>
          pagination={false}
          scroll={{ x: true }}
          {...table}
          dataSource={rows}
          locale={{ emptyText: empty }}
        />
      )}
    </Loaded>
  );
}

/** A button that asks "are you sure?" first (destructive and irreversible actions). */
export function ConfirmButton({
  title,
  onConfirm,
  disabled,
  danger,
  children,
  label,
}: {
  title: string;
  onConfirm: () => void | Promise<unknown>;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      disabled={disabled}
      onConfirm={() => void onConfirm()}
    >
      <Button size="small" danger={danger} disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Popconfirm>
  );
}

/** Delete, after "are you sure?": DELETE `path`, then the notice `done` and the refreshed lists. */
export function DeleteButton({
  campaignId,
  path,
  title,
  done,
  disabled,
}: {
  campaignId: number;
  path: string;
  title: string;
  done: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { run } = useContentWrite(campaignId);
  return (
    <ConfirmButton
      danger
      disabled={disabled}
      title={title}
      onConfirm={() => run(() => api.delete(path), done)}
    >
      {t('campaign-content.delete')}
    </ConfirmButton>
  );
}

/** Runs a write, says "Success!" with `done`, and refreshes the campaign's content lists. */
export function useContentWrite(campaignId: number) {
  const { busy, save } = useSave();
  const queryClient = useQueryClient();
  return {
    busy,
    run: <R,>(call: () => Promise<R>, done: string | ((result: R) => string)) =>
      save(async () => {
        const result = await call();
        await queryClient.invalidateQueries({ queryKey: ['campaign', campaignId, 'content'] });
        return typeof done === 'function' ? done(result) : done;
      }),
  };
}

export type PerLanguage<P extends string> = { [K in `${P}_${(typeof LOCALES)[number]}`]: string };

export const perLanguageValues = <P extends string>(prefix: P, texts: Record<string, string> | undefined) =>
  Object.fromEntries(LOCALES.map((l) => [`${prefix}_${l}`, texts?.[l] ?? ''])) as PerLanguage<P>;

export const perLanguageTexts = (prefix: string, values: object): Record<string, string> => {
  const texts: Record<string, string> = {};
  for (const l of LOCALES) {
    const v = String((values as Record<string, unknown>)[`${prefix}_${l}`] ?? '').trim();
    if (v) texts[l] = v;
  }
  return texts;
};

/** One text field per locale: "{field} ({language})". */
export function PerLanguageFields<V extends object>({
  form,
  prefix,
  label,
}: {
  form: DynamicForm<V>;
  prefix: string;
  label: string;
}) {
  return (
    <>
      {LOCALES.map((l) => (
        <TextField
          key={l}
          form={form as unknown as DynamicForm<Record<string, string>>}
          name={`${prefix}_${l}`}
          label={`${label} (${LOCALE_NAMES[l]})`}
        />
      ))}
    </>
  );
}
