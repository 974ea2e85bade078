import {
  BODY_OUTLINES,
  type BodyType,
  DAMAGE_KINDS,
  type DamageKind,
  type DamageMark,
} from '@px/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { type Editing, MarkEditor } from './damage-mark-editor';
import { MarkList } from './damage-mark-list';
import { kindColours, markStyle } from './damage-mark-style';

export interface DamageDiagramProps {
  bodyType: BodyType;
  marks: DamageMark[];
  onChange?(marks: DamageMark[]): void;
  /** Shows the marks and their list only (also when there is no `onChange`). */
  readOnly?: boolean;
  /** How many photos were taken of each mark, by mark id (shown in the list). */
  photosByMark?: Record<string, number>;
}

/** An arrow key moves a mark 1 % of the box; with Shift, 5 %. */
const STEP = 0.01;
const BIG_STEP = 0.05;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The damage diagram of the reception: the body type's outline, a numbered circle per mark
 * coloured by kind, and the list of marks under it. A tap adds a mark where it landed and opens
 * the editor (kind and note); from the keyboard "Añadir marca" adds one at the centre, which the
 * arrow keys then move. Marks are fractions of the outline's box, as the resguardo PDF draws them.
 */
export function DamageDiagram({
  bodyType,
  marks,
  onChange,
  readOnly = false,
  photosByMark = {},
}: DamageDiagramProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const colours = kindColours(token);
  const outline = BODY_OUTLINES[bodyType];
  const editable = !readOnly && !!onChange;

  const svgRef = useRef<SVGSVGElement>(null);
  const markRefs = useRef(new Map<string, HTMLButtonElement>());
  const addButtonRef = useRef<HTMLButtonElement>(null);
  /** What to focus once the editor has closed (antd gives the focus back to its opener first). */
  const focusAfterClose = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const hintId = useId();

  const kindName = (kind: DamageKind) => t(`reception.damageKind.${kind}`);
  const numberOf = (id: string) => marks.findIndex((mark) => mark.id === id) + 1;
  const markName = (mark: DamageMark, number: number) =>
    mark.note.trim()
      ? t('reception.diagram.markWithNote', { number, kind: kindName(mark.kind), note: mark.note })
      : t('reception.diagram.mark', { number, kind: kindName(mark.kind) });

  const startNew = (x: number, y: number, byKeyboard: boolean) =>
    setEditing({
      mark: { id: crypto.randomUUID(), x, y, kind: 'scratch', note: '' },
      isNew: true,
      byKeyboard,
      open: true,
    });
  const startEdit = (mark: DamageMark) =>
    setEditing({ mark, isNew: false, byKeyboard: false, open: true });
  const close = () => setEditing((current) => current && { ...current, open: false });

  const addAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = svgRef.current?.getBoundingClientRect();
    // A box without size (not laid out yet) puts the mark at the centre rather than nowhere.
    const x = box?.width ? (event.clientX - box.left) / box.width : 0.5;
    const y = box?.height ? (event.clientY - box.top) / box.height : 0.5;
    startNew(clamp(x), clamp(y), false);
  };

  const save = () => {
    if (!editing || !onChange) return;
    const mark = { ...editing.mark, note: editing.mark.note.trim() };
    onChange(
      editing.isNew
        ? [...marks, mark]
        : marks.map((existing) => (existing.id === mark.id ? mark : existing)),
    );
    if (editing.byKeyboard) focusAfterClose.current = () => markRefs.current.get(mark.id);
    close();
  };

  /** Removes a mark; returns where the focus should go, as the removed mark can no longer hold it. */
  const remove = (id: string) => {
    const index = marks.findIndex((mark) => mark.id === id);
    const next = marks.filter((mark) => mark.id !== id);
    onChange?.(next);
    // The mark that takes its place, or "Añadir marca" when none is left.
    const neighbour = next[Math.min(index, next.length - 1)];
    return () => (neighbour ? markRefs.current.get(neighbour.id) : addButtonRef.current);
  };

  const move = (mark: DamageMark, dx: number, dy: number) =>
    onChange?.(
      marks.map((existing) =>
        existing.id === mark.id
          ? { ...existing, x: clamp(mark.x + dx), y: clamp(mark.y + dy) }
          : existing,
      ),
    );

  const onMarkKey = (mark: DamageMark, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault(); // not scroll the page
      move(mark, ...delta);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      // After the re-render, when the neighbour's button is where the focus should land.
      const target = remove(mark.id);
      requestAnimationFrame(() => target()?.focus());
    }
    // Enter and Space click the button, which opens the editor.
  };

  const afterEditorClose = () => {
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    setEditing(null);
    target?.()?.focus();
  };

  return (
    <Flex vertical gap={12} data-testid="damage-diagram">
      <div
        style={{
          position: 'relative',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          padding: 8,
        }}
      >
        <div style={{ position: 'relative' }}>
          <svg
            ref={svgRef}
            viewBox={`0 0 ${outline.width} ${outline.height}`}
            role="img"
            aria-label={t('reception.diagram.label', {
              bodyType: t(`reception.diagram.bodyType.${bodyType}`),
            })}
            onClick={editable ? addAt : undefined}
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              cursor: editable ? 'crosshair' : 'default',
              // No double-tap zoom or text selection while marking on a tablet.
              touchAction: 'manipulation',
              userSelect: 'none',
            }}
            data-testid="damage-diagram-outline"
          >
            <g
              fill="none"
              stroke={token.colorTextSecondary}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            >
              {outline.paths.map((d, index) => (
                <path key={index} d={d} />
              ))}
            </g>
            <g
              fill={token.colorTextSecondary}
              fontSize={16}
              fontFamily={token.fontFamily}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {outline.labels.map((label) => (
                <text key={label.text} x={label.x * outline.width} y={label.y * outline.height}>
                  {label.text}
                </text>
              ))}
            </g>
          </svg>
          {marks.map((mark, index) => {
            const position: CSSProperties = {
              position: 'absolute',
              left: `${mark.x * 100}%`,
              top: `${mark.y * 100}%`,
              transform: 'translate(-50%, -50%)',
            };
            const style = markStyle(colours[mark.kind], focusedId === mark.id, token);
            // Read-only marks are pictures: the list under the diagram is what assistive tech reads.
            if (!editable) {
              return (
                <span key={mark.id} aria-hidden style={{ ...style, ...position }}>
                  {index + 1}
                </span>
              );
            }
            return (
              <button
                key={mark.id}
                type="button"
                ref={(node) => {
                  if (node) markRefs.current.set(mark.id, node);
                  else markRefs.current.delete(mark.id);
                }}
                aria-label={markName(mark, index + 1)}
                aria-describedby={hintId}
                onClick={() => startEdit(mark)}
                onKeyDown={(event) => onMarkKey(mark, event)}
                onFocus={() => setFocusedId(mark.id)}
                onBlur={() => setFocusedId(null)}
                style={{ ...style, ...position, cursor: 'pointer' }}
                data-testid="damage-mark"
              >
                {index + 1}
              </button>
            );
          })}
          {editing?.isNew && editing.open && (
            // Where the new mark will go, so the spot tapped stays visible while it is described.
            <span
              aria-hidden
              style={{
                ...markStyle(colours[editing.mark.kind], false, token),
                position: 'absolute',
                left: `${editing.mark.x * 100}%`,
                top: `${editing.mark.y * 100}%`,
                transform: 'translate(-50%, -50%)',
                borderStyle: 'dashed',
              }}
            >
              {marks.length + 1}
            </span>
          )}
        </div>
      </div>

      <Flex wrap gap={16} align="center" aria-label={t('reception.diagram.legend')} role="group">
        {DAMAGE_KINDS.map((kind) => (
          <Flex key={kind} gap={6} align="center">
            <span
              aria-hidden
              style={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                background: colours[kind],
                border: `1px solid ${token.colorText}`,
              }}
            />
            <Typography.Text>{kindName(kind)}</Typography.Text>
          </Flex>
        ))}
      </Flex>

      {editable && (
        <Flex wrap gap={12} align="center">
          <Button
            ref={addButtonRef}
            size="large"
            onClick={() => startNew(0.5, 0.5, true)}
            style={{ minHeight: 44 }}
            data-testid="damage-add"
          >
            {t('reception.diagram.add')}
          </Button>
          <Typography.Text type="secondary">{t('reception.diagram.tapHint')}</Typography.Text>
          <Typography.Text type="secondary" id={hintId}>
            {t('reception.diagram.keyboardHint')}
          </Typography.Text>
        </Flex>
      )}

      <MarkList
        marks={marks}
        colours={colours}
        token={token}
        photosByMark={photosByMark}
        kindName={kindName}
        onEdit={editable ? startEdit : null}
        onDelete={
          editable
            ? (id) => {
                const target = remove(id);
                requestAnimationFrame(() => target()?.focus());
              }
            : null
        }
      />

      {editable && (
        <MarkEditor
          editing={editing}
          number={editing ? (editing.isNew ? marks.length + 1 : numberOf(editing.mark.id)) : 0}
          kindName={kindName}
          onDraft={(mark) => setEditing((current) => current && { ...current, mark })}
          onSave={save}
          onDelete={(id) => {
            focusAfterClose.current = remove(id);
            close();
          }}
          onCancel={close}
          afterClose={afterEditorClose}
        />
      )}
    </Flex>
  );
}
