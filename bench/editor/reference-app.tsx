// The reference of bench/editor-edit.mjs: the same generated page's first render in runtime mode, alone.
import { createRoot } from 'react-dom/client';
import { catalogue } from '@eventory/blocks/catalogue';
import { createMemoryNavigation, NavigationProvider, pageFrame, Renderer } from '@eventory/blocks/renderer';
import { generatedPage } from './generated-page.ts';

const params = new URLSearchParams(location.search);
const page = generatedPage(Number(params.get('sections') ?? 50), Number(params.get('perSection') ?? 8));
performance.mark('render-start');
createRoot(document.getElementById('root') as HTMLElement).render(
  <NavigationProvider navigation={createMemoryNavigation()}>
    <Renderer node={pageFrame(page, 'Normal')} mode="runtime" registry={catalogue} locale="en_US" />
  </NavigationProvider>,
);
