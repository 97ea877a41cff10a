import '@rc-component/tree/assets/index.css';
import { Demo } from '@/catalogue/common/demo';
import { CheckTree, SelectTree } from './tree/tree-demos';
import source from './tree/tree-demos.tsx?raw';
import './tree/tree.scss';

/** The page's demos, with @rc-component/tree: loaded once the page's frame is drawn (tree-page.tsx). */
export default function TreeDemos() {
  return (
    <>
      <Demo id="select" title="Expand and select" source={source}>
        <SelectTree />
      </Demo>
      <Demo id="checkboxes" title="Checkboxes" source={source}>
        <CheckTree />
      </Demo>
    </>
  );
}
