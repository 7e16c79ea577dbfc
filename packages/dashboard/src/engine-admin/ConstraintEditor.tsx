// The constraint editor of an evaluator's judges (admin spec §5 "Constraint rules"): a tree of IS/AND/OR/NOT
// nodes with their settings, and the same list as JSON. The domain's own validation messages
// (constraints/validate.ts) appear next to the node they are about while the admin types.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space, Tabs, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EVENT_FIELDS,
  FIELDS_OF_KIND,
  LOGICS,
  OPERATORS,
  SCHEDULES,
  SETTING_KINDS,
  USER_FIELDS,
  type Constraint,
  type Logic,
  type Setting,
} from '@eventory/domain/constraints/model';
import {
  addChild,
  cleanSetting,
  defaultNode,
  mappingKeyLabels,
  mappingKeysOf,
  nodePathKey,
  parseJudgesJson,
  parseValue,
  parseValues,
  problemsByNode,
  removeNode,
  setKind,
  setLogic,
  updateNode,
  valuesText,
  valueText,
  type NodePath,
  type NodeProblem,
} from './constraint-tree.ts';
import './messages.ts';

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/** A text input kept as typed ("1." stays "1.") while its parsed value goes to the tree. */

function TextInput({
  value,
  onChange,
  label,
  disabled,
  error,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  disabled?: boolean;
  error?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const last = useRef(value);
  useEffect(() => {
    // Follows edits made elsewhere (the JSON view), not its own keystrokes.
    if (value !== last.current) setText(value);
    last.current = value;
  }, [value]);
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} style={{ marginBottom: 8 }}>
      <Input
        aria-label={label}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value);
        }}
      />
    </Form.Item>
  );
}

export function ConstraintEditor({
  judges,
  onChange,
  disabled,
}: {
  judges: unknown[];
  onChange: (judges: unknown[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { byNode, all } = useMemo(() => problemsByNode(judges), [judges]);
  const [jsonText, setJsonText] = useState(() => JSON.stringify(judges, null, 2));
  const [jsonError, setJsonError] = useState<string | undefined>();
  const fromJson = useRef<unknown[] | null>(null);
  useEffect(() => {
    if (judges !== fromJson.current) {
      setJsonText(JSON.stringify(judges, null, 2));
      setJsonError(undefined);
    }
  }, [judges]);

  const tree = (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="constraint-tree">
      {judges.length === 0 && (
        <Typography.Text type="secondary">{t('engine-admin.judgesEmpty')}</Typography.Text>
      )}
      {judges.map((node, index) => (
        <NodeEditor
          key={index}
          node={node}
          path={[index]}
          judges={judges}
          problems={byNode}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange([...judges, defaultNode()])}
      >
        {t('engine-admin.addJudge')}
      </Button>
    </Space>
  );

  const json = (
    <Form.Item
      label={t('engine-admin.judgesJson')}
      htmlFor="judges-json"
      validateStatus={jsonError ? 'error' : undefined}
      help={jsonError ? t('engine-admin.jsonInvalid', { error: jsonError }) : undefined}
    >
      <Input.TextArea
        id="judges-json"
        value={jsonText}
        disabled={disabled}
        autoSize={{ minRows: 6, maxRows: 24 }}
        style={{ fontFamily: 'monospace', direction: 'ltr' }}
        onChange={(e) => {
          setJsonText(e.target.value);
          const parsed = parseJudgesJson(e.target.value);
          if (!parsed.ok) return setJsonError(parsed.error);
          setJsonError(undefined);
          fromJson.current = parsed.judges;
          onChange(parsed.judges);
        }}
      />
      {all.length > 0 && (
        <ul data-testid="json-problems">
          {all.map((p, i) => (
            <li key={i}>
              <Typography.Text type="danger">
                {p.path.join('.')}: {p.message}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Form.Item>
  );

  return (
    <Tabs
      items={[
        { key: 'tree', label: t('engine-admin.treeView'), children: tree },
        { key: 'json', label: t('engine-admin.jsonView'), children: json },
      ]}
    />
  );
}

function NodeEditor({
  node,
  path,
  judges,
  problems,
  onChange,
  disabled,
}: {
  node: unknown;
  path: NodePath;
  judges: unknown[];
  problems: Map<string, NodeProblem[]>;
  onChange: (judges: unknown[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const key = nodePathKey(path);
  const name = path.map((i) => i + 1).join('.');
  const own = problems.get(key) ?? [];
  const c = (typeof node === 'object' && node !== null ? node : {}) as Constraint;
  const update = (change: (node: Constraint) => Constraint) => onChange(updateNode(judges, path, change));
  const errorAt = (at: string) => own.find((p) => p.at === at || p.at.startsWith(`${at}.`))?.message;
  const isGroup = c.logic !== 'IS';

  return (
    <Card
      size="small"
      data-testid={`node-${key}`}
      role="group"
      aria-label={t('engine-admin.nodeName', { name })}
      title={t('engine-admin.nodeName', { name })}
      extra={
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={t('engine-admin.removeNode', { name })}
          onClick={() => onChange(removeNode(judges, path))}
        />
      }
    >
      <Form layout="vertical" component="div" disabled={disabled}>
        <Form.Item label={t('engine-admin.logic')} style={{ marginBottom: 8 }}>
          <Select
            aria-label={t('engine-admin.logicOf', { name })}
            value={c.logic}
            options={options(LOGICS)}
            style={{ minWidth: 120 }}
            onChange={(logic: Logic) => update((n) => setLogic(n, logic))}
          />
        </Form.Item>
        {!isGroup && (
          <SettingEditor
            setting={(c.setting ?? {}) as Setting}
            name={name}
            errorAt={(at) => errorAt(`setting.${at}`)}
            onChange={(setting) => update((n) => ({ ...n, setting: cleanSetting(setting) }))}
            disabled={disabled}
          />
        )}
        {own.length > 0 && (
          <ul
            className="constraint-problems"
            data-testid={`problems-${key}`}
            style={{ paddingInlineStart: 16 }}
          >
            {own.map((p, i) => (
              <li key={i}>
                <Typography.Text type="danger">{p.message}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Form>
      {isGroup && (
        <Space orientation="vertical" style={{ width: '100%', paddingInlineStart: 16 }}>
          {(Array.isArray(c.children) ? c.children : []).map((child, index) => (
            <NodeEditor
              key={index}
              node={child}
              path={[...path, index]}
              judges={judges}
              problems={problems}
              onChange={onChange}
              disabled={disabled}
            />
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => onChange(addChild(judges, path))}
          >
            {t('engine-admin.addChild', { name })}
          </Button>
        </Space>
      )}
    </Card>
  );
}

function SettingEditor({
  setting,
  name,
  errorAt,
  onChange,
  disabled,
}: {
  setting: Setting;
  name: string;
  errorAt: (at: string) => string | undefined;
  onChange: (setting: Setting) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<Setting>) => onChange({ ...setting, ...change });
  const fields = setting.kind && setting.kind !== 'User' ? (FIELDS_OF_KIND[setting.kind] ?? []) : [];
  const needsContainer = ['container', 'League', 'SGroup', 'AvgGroup'].includes(setting.kind);
  const isCount = setting.kind === 'Count';
  const isNumeric = setting.kind === 'Numeric';
  const item = (label: string, at: string, control: ReactNode) => (
    <Form.Item
      label={label}
      validateStatus={errorAt(at) ? 'error' : undefined}
      style={{ marginBottom: 8, minWidth: 160 }}
    >
      {control}
    </Form.Item>
  );

  return (
    <Space wrap align="start">
      {item(
        t('engine-admin.kind'),
        'kind',
        <Select
          aria-label={t('engine-admin.kindOf', { name })}
          value={setting.kind}
          options={options(SETTING_KINDS)}
          onChange={(kind: Setting['kind']) => onChange(setKind(setting, kind))}
        />,
      )}
      {item(
        t('engine-admin.field'),
        'field',
        <Select
          aria-label={t('engine-admin.fieldOf', { name })}
          value={setting.field}
          options={options(fields)}
          onChange={(field: string) => set({ field })}
        />,
      )}
      {!isCount &&
        item(
          t('engine-admin.operator'),
          'operator',
          <Select
            aria-label={t('engine-admin.operatorOf', { name })}
            value={setting.operator}
            allowClear
            options={options(OPERATORS)}
            onChange={(operator?: Setting['operator']) => set({ operator })}
          />,
        )}
      {!isCount && !isNumeric && (
        <>
          <TextInput
            label={t('engine-admin.value')}
            value={valueText(setting.value)}
            error={errorAt('value')}
            disabled={disabled}
            onChange={(text) => set({ value: parseValue(text) })}
          />
          <TextInput
            label={t('engine-admin.values')}
            value={valuesText(setting.values)}
            error={errorAt('values')}
            placeholder="a, b, 3"
            disabled={disabled}
            onChange={(text) => set({ values: parseValues(text) })}
          />
        </>
      )}
      {needsContainer &&
        item(
          t('engine-admin.containerId'),
          'containerID',
          <InputNumber<number>
            aria-label={t('engine-admin.containerId')}
            value={setting.containerID ?? null}
            min={1}
            onChange={(containerID) => set({ containerID: containerID ?? undefined })}
          />,
        )}
      {['container', 'SGroup', 'AvgGroup', 'League', 'ContractUser'].includes(setting.kind) &&
        item(
          t('engine-admin.subject'),
          'subject',
          <Select
            aria-label={t('engine-admin.subject')}
            value={setting.subject}
            allowClear
            options={options(USER_FIELDS)}
            onChange={(subject?: Setting['subject']) => set({ subject })}
          />,
        )}
      {isNumeric && (
        <>
          {item(
            t('engine-admin.left'),
            'left',
            <Select
              aria-label={t('engine-admin.left')}
              value={setting.left && 'variable' in setting.left ? setting.left.variable : undefined}
              options={options(EVENT_FIELDS)}
              onChange={(variable: (typeof EVENT_FIELDS)[number]) => set({ left: { variable } })}
            />,
          )}
          {item(
            t('engine-admin.right'),
            'right',
            <InputNumber<number>
              aria-label={t('engine-admin.right')}
              value={setting.right && 'constant' in setting.right ? Number(setting.right.constant) : null}
              onChange={(constant) => set({ right: constant === null ? undefined : { constant } })}
            />,
          )}
        </>
      )}
      {isCount && (
        <>
          {item(
            t('engine-admin.mappingKeys'),
            'mappingKeys',
            <Select
              aria-label={t('engine-admin.mappingKeys')}
              mode="tags"
              value={mappingKeyLabels(setting.mappingKeys)}
              options={options(EVENT_FIELDS)}
              style={{ minWidth: 220 }}
              onChange={(labels: string[]) => set({ mappingKeys: mappingKeysOf(labels) })}
            />,
          )}
          {item(
            t('engine-admin.limitMin'),
            'limit',
            <InputNumber<number>
              aria-label={t('engine-admin.limitMin')}
              value={setting.limit?.min ?? null}
              min={0}
              onChange={(min) => set({ limit: { ...setting.limit, min: min ?? undefined } })}
            />,
          )}
          {item(
            t('engine-admin.limitMax'),
            'limit',
            <InputNumber<number>
              aria-label={t('engine-admin.limitMax')}
              value={setting.limit?.max ?? null}
              min={0}
              onChange={(max) => set({ limit: { ...setting.limit, max: max ?? undefined } })}
            />,
          )}
          {item(
            t('engine-admin.schedule'),
            'limit',
            <Select
              aria-label={t('engine-admin.schedule')}
              value={setting.limit?.schedule}
              allowClear
              options={options(SCHEDULES)}
              onChange={(schedule?: (typeof SCHEDULES)[number]) =>
                set({ limit: { ...setting.limit, schedule } })
              }
            />,
          )}
        </>
      )}
      <Form.Item style={{ marginBottom: 8 }} label=" ">
        <Checkbox checked={setting.negate === true} onChange={(e) => set({ negate: e.target.checked })}>
          {t('engine-admin.negate')}
        </Checkbox>
      </Form.Item>
    </Space>
  );
}
