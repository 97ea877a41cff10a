import type { KeyboardEvent, MouseEvent } from 'react';
import { useState } from 'react';
import { Item, Menu, Separator, Submenu, useContextMenu, type ItemParams } from 'react-contexify';
import { useDocumentMode } from '../common/use-document-mode';

const MENU_ID = 'project-menu';
const PROJECTS = ['Kwa Kathoka borehole', 'Kisau maternity wing', 'Emali–Ngokolani road'];

interface Props {
  project: string;
}

/**
 * Right click a project, or focus it and press the Menu key or Shift+F10. In the menu the arrow
 * keys move, Enter chooses, Escape closes.
 */
export function ProjectContextMenu() {
  const { show } = useContextMenu<Props>({ id: MENU_ID });
  const { dark } = useDocumentMode();
  const [last, setLast] = useState('');

  const openAt = (event: MouseEvent | KeyboardEvent, project: string) => {
    if ('clientX' in event) {
      show({ event, props: { project } });
      return;
    }
    const r = (event.currentTarget as HTMLElement).getBoundingClientRect();
    show({ event, props: { project }, position: { x: r.left + 16, y: r.bottom } });
  };
  const act =
    (action: string) =>
    ({ props }: ItemParams<Props>) =>
      setLast(`${action}: ${props?.project ?? ''}`);

  return (
    <>
      <ul className="list-group mb-2">
        {PROJECTS.map((p) => (
          <li
            key={p}
            className="list-group-item list-group-item-action"
            tabIndex={0}
            aria-haspopup="menu"
            onContextMenu={(e) => {
              e.preventDefault();
              openAt(e, p);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
                e.preventDefault();
                openAt(e, p);
              }
            }}
          >
            {p}
          </li>
        ))}
      </ul>
      <p className="small mb-0" role="status">
        {last ? `Chose ${last}` : 'Right click a project, or focus one and press Shift+F10.'}
      </p>
      <Menu id={MENU_ID} theme={dark ? 'dark' : 'light'} animation={false}>
        <Item id="open" onClick={act('Open')}>
          Open
        </Item>
        <Item id="copy" onClick={act('Copy code')}>
          Copy code
        </Item>
        <Submenu label="Set state">
          <Item onClick={act('Ongoing')}>Ongoing</Item>
          <Item onClick={act('Completed')}>Completed</Item>
          <Item onClick={act('Stalled')}>Stalled</Item>
        </Submenu>
        <Separator />
        <Item disabled>Archive (not allowed)</Item>
        <Item onClick={act('Delete')} className="text-danger">
          Delete…
        </Item>
      </Menu>
    </>
  );
}
