import { Menu, type MenuProps } from 'antd';
import { useEffect, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** One entry of the context menu. */
export interface ContextMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

export interface ContextMenuProps {
  items: ContextMenuItem[];
  /** Called with the chosen key and the element that was right-clicked. */
  onSelect(key: string, target: EventTarget | null): void;
  /** The area that opens the menu on right-click. */
  children: ReactNode;
  /** Set to false to let the browser's own menu show (default true: ours). */
  enabled?: boolean;
}

interface Spot {
  x: number;
  y: number;
  target: EventTarget | null;
}

/**
 * Right-click context menu (widgets-spec §2 "Other widgets"): right-clicking inside `children`
 * opens the menu at the pointer (the browser menu is suppressed); choosing an enabled item calls
 * `onSelect(key, target)` and closes it; a click elsewhere, Escape, scrolling or resizing closes it.
 */
export function ContextMenu({ items, onSelect, children, enabled = true }: ContextMenuProps) {
  const [spot, setSpot] = useState<Spot | null>(null);
  useEffect(() => {
    if (!spot) return undefined;
    const close = () => setSpot(null);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [spot]);

  const open = (e: ReactMouseEvent) => {
    if (!enabled) return;
    e.preventDefault();
    setSpot({ x: e.clientX, y: e.clientY, target: e.target });
  };
  const menuItems: MenuProps['items'] = items.map((i) => ({ key: i.key, label: i.label, icon: i.icon, disabled: i.disabled, danger: i.danger }));
  return (
    <div onContextMenu={open}>
      {children}
      {spot &&
        createPortal(
          <div
            role="presentation"
            data-testid="context-menu"
            style={{ position: 'fixed', left: spot.x, top: spot.y, zIndex: 1050, boxShadow: '0 6px 16px rgba(0,0,0,.12)', borderRadius: 8, background: '#fff' }}
            onMouseDown={(e) => e.stopPropagation()}
          >
            <Menu
              selectable={false}
              items={menuItems}
              style={{ borderInlineEnd: 'none', borderRadius: 8, minWidth: 140 }}
              onClick={({ key }) => {
                const target = spot.target;
                setSpot(null);
                onSelect(key, target);
              }}
            />
          </div>,
          document.body,
        )}
    </div>
  );
}
