import Tree from '@rc-component/tree';
import type { Key } from 'react';
import { useState } from 'react';

interface Node {
  key: string;
  title: string;
  children?: Node[];
}

/** Makueni's sub-counties and some of their wards. */
export const COUNTY_TREE: Node[] = [
  {
    key: 'makueni-county',
    title: 'Makueni County',
    children: [
      {
        key: 'mbooni',
        title: 'Mbooni',
        children: [
          { key: 'tulimani', title: 'Tulimani' },
          { key: 'kisau-kiteta', title: 'Kisau/Kiteta' },
          { key: 'kalawa', title: 'Kalawa' },
        ],
      },
      {
        key: 'kaiti',
        title: 'Kaiti',
        children: [
          { key: 'ukia', title: 'Ukia' },
          { key: 'kilungu', title: 'Kilungu' },
        ],
      },
      {
        key: 'makueni',
        title: 'Makueni',
        children: [
          { key: 'wote-nziu', title: 'Wote/Nziu' },
          { key: 'muvau-kikuumini', title: 'Muvau/Kikuumini' },
        ],
      },
      {
        key: 'kibwezi-west',
        title: 'Kibwezi West',
        children: [
          { key: 'makindu', title: 'Makindu' },
          { key: 'emali-mulala', title: 'Emali/Mulala' },
        ],
      },
      {
        key: 'kibwezi-east',
        title: 'Kibwezi East',
        children: [
          { key: 'mtito-andei', title: 'Mtito Andei' },
          { key: 'masongaleni', title: 'Masongaleni' },
        ],
      },
    ],
  },
];

const title = (key: Key) => {
  const walk = (nodes: Node[]): string | undefined => {
    for (const n of nodes) {
      if (n.key === key) return n.title;
      const found = n.children ? walk(n.children) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(COUNTY_TREE) ?? String(key);
};

/**
 * Expand and select. Tab into the tree, then Up and Down move, Right and Left open and close,
 * Enter selects.
 */
export function SelectTree() {
  const [selected, setSelected] = useState<Key[]>(['wote-nziu']);
  const [expanded, setExpanded] = useState<Key[]>(['makueni-county', 'makueni']);
  return (
    <>
      <Tree
        treeData={COUNTY_TREE}
        selectedKeys={selected}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys)}
        onSelect={(keys) => setSelected(keys)}
        showLine
        aria-label="Sub-counties and wards"
      />
      <p className="small mt-2 mb-0" role="status">
        Selected: {selected.length ? selected.map(title).join(', ') : 'nothing'}
      </p>
    </>
  );
}

/** Checkboxes: ticking a sub-county ticks its wards; some wards give a half-ticked parent. */
export function CheckTree() {
  const [checked, setChecked] = useState<Key[]>(['tulimani', 'ukia', 'kilungu']);
  const wards = checked.filter(
    (k) => !COUNTY_TREE[0]?.children?.some((s) => s.key === k) && k !== 'makueni-county',
  );
  return (
    <>
      <Tree
        treeData={COUNTY_TREE}
        checkable
        selectable={false}
        defaultExpandAll
        checkedKeys={checked}
        onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
        aria-label="Choose wards"
      />
      <p className="small mt-2 mb-0" role="status">
        {wards.length} wards chosen{wards.length ? `: ${wards.map(title).join(', ')}` : ''}
      </p>
    </>
  );
}
