// The page editor's working parts on a generated page, for bench/editor-edit.mjs: the outline, the canvas in
// editor mode and the runtime preview, driven through window.__editorBench (no server, no router).
import { useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { createI18n } from '../../packages/dashboard/src/i18n/i18n.ts';
import { EditorCanvas } from '../../packages/dashboard/src/page-editor/EditorCanvas.tsx';
import { OutlineTree } from '../../packages/dashboard/src/page-editor/OutlineTree.tsx';
import { PagePreview } from '../../packages/dashboard/src/page-editor/PagePreview.tsx';
import { usePageEditor } from '../../packages/dashboard/src/page-editor/use-page-editor.ts';
import { blockPath, countBlocks } from '../../packages/dashboard/src/page-editor/blueprint-tree.ts';
import { generatedPage } from './generated-page.ts';

declare global {
  interface Window {
    __editorBench?: {
      blocks: number;
      edit(text: string): void;
      select(id: string): void;
      /** The block's path in the blueprint (`children.0.children.1`), to see that a drag moved it. */
      pathOf(id: string): string | undefined;
    };
  }
}

function BenchEditor({
  page,
  preview,
  outline,
}: {
  page: BlueprintNode;
  preview: boolean;
  outline: boolean;
}) {
  const editor = usePageEditor(page);
  const problems = useMemo(() => new Map<string, readonly string[]>(), []);
  const { setProp, select, tree } = editor;
  useEffect(() => {
    window.__editorBench = {
      blocks: countBlocks(page),
      edit: (text) => setProp('s0-t0', 'text', text),
      select,
      pathOf: (id) => blockPath(tree, id),
    };
  }, [page, setProp, select, tree]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '260px 1fr 412px', height: '100vh', gap: 12 }}>
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {outline && (
          <OutlineTree
            tree={editor.tree}
            selectedId={editor.selectedId}
            problems={problems}
            onSelect={editor.select}
            onMove={editor.move}
            onRefuse={editor.refuse}
            onRemove={editor.remove}
          />
        )}
      </div>
      <EditorCanvas
        tree={editor.tree}
        pageType="Normal"
        locale="en_US"
        selectedId={editor.selectedId}
        onSelect={editor.select}
        onMove={editor.move}
        onRefuse={editor.refuse}
      />
      {preview ? (
        <PagePreview tree={editor.tree} pageType="Normal" locale="en_US" onLocaleChange={() => {}} />
      ) : (
        <div />
      )}
    </div>
  );
}

const params = new URLSearchParams(location.search);
const page = generatedPage(Number(params.get('sections') ?? 50), Number(params.get('perSection') ?? 8));
const i18n = createI18n('en_US');
createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nextProvider i18n={i18n}>
    <BenchEditor
      page={page}
      preview={params.get('preview') !== '0'}
      outline={params.get('outline') !== '0'}
    />
  </I18nextProvider>,
);
