// The canvas (issue 14 §2): the real blocks in editor mode (interaction disabled, mock content, no
// claims or votes sent), with hover and selection outlines; a click selects the block under it.
import { memo, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlueprintNode, PageType } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import type { PageTexts } from '@eventory/domain/page-texts';
import { catalogue } from '@eventory/blocks/catalogue';
import { createMemoryNavigation, NavigationProvider, pageFrame, Renderer } from '@eventory/blocks/renderer';
import { attributeSelector, createEditorRegistry, NODE_ATTRIBUTE } from './editor-registry.tsx';
import styles from './page-editor.module.css';

const editorRegistry = createEditorRegistry(catalogue);

const CanvasPage = memo(function CanvasPage({
  tree,
  pageType,
  locale,
  dictionaries,
}: {
  tree: BlueprintNode;
  pageType: PageType;
  locale: Locale;
  dictionaries?: PageTexts;
}) {
  const navigation = useMemo(() => createMemoryNavigation(), []);
  const framedTree = useMemo(() => pageFrame(tree, pageType), [tree, pageType]);
  return (
    <NavigationProvider navigation={navigation}>
      <Renderer
        node={framedTree}
        mode="editor"
        registry={editorRegistry}
        locale={locale}
        dictionaries={dictionaries}
      />
    </NavigationProvider>
  );
});

const nodeIdAt = (target: EventTarget | null): string | undefined =>
  target instanceof Element
    ? (target.closest(`[${NODE_ATTRIBUTE}]`)?.getAttribute(NODE_ATTRIBUTE) ?? undefined)
    : undefined;

const outlineRule = (id: string | undefined, rule: string) =>
  id ? `${attributeSelector(NODE_ATTRIBUTE, id)} > * { ${rule} }` : '';

export function EditorCanvas({
  tree,
  pageType,
  locale,
  dictionaries,
  selectedId,
  onSelect,
}: {
  tree: BlueprintNode;
  pageType: PageType;
  locale: Locale;
  /** The page's texts, which text props read by `{{key}}` (decision 0072). */
  dictionaries?: PageTexts;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [hoveredId, setHoveredId] = useState<string>();
  const box = useRef<HTMLDivElement>(null);

  // A block selected in the outline is brought into view here.
  useEffect(() => {
    if (!selectedId) return;
    const element = box.current?.querySelector(`${attributeSelector(NODE_ATTRIBUTE, selectedId)} > *`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  // Interaction is disabled: the canvas takes every click before the blocks and selects instead.
  const select = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const id = nodeIdAt(event.target);
    if (id) onSelect(id);
  };

  return (
    <div
      ref={box}
      className={styles.canvas}
      role="region"
      aria-label={t('page-editor.canvas')}
      data-testid="editor-canvas"
      onClickCapture={select}
      onSubmitCapture={(event) => event.preventDefault()}
      onMouseOver={(event) => setHoveredId(nodeIdAt(event.target))}
      onMouseLeave={() => setHoveredId(undefined)}
    >
      <style>
        {outlineRule(
          hoveredId !== selectedId ? hoveredId : undefined,
          'outline: 1px dashed #1677ff; outline-offset: -1px;',
        )}
        {outlineRule(selectedId, 'outline: 2px solid #1677ff; outline-offset: -2px;')}
      </style>
      <CanvasPage tree={tree} pageType={pageType} locale={locale} dictionaries={dictionaries} />
    </div>
  );
}
