'use client';

import {
  type ComponentType,
  cloneElement,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
};

type Props = {
  /** The control that opens the popup (a button); none for a popup opened only by `open`. */
  trigger?: ReactNode;
  /** What the trigger opens, for its `aria-haspopup`. */
  popup: 'dialog' | 'menu';
  /** Imports the popup's module (the same import the lazy component makes). */
  load: () => Promise<unknown>;
  /** A controlled popup: it loads when this first becomes true. */
  open?: boolean;
  /** A controlled popup's setter: the stand-in's click asks for `true` through it. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The lazily loaded popup, rendering the real trigger itself and opening on mount (`defaultOpen`);
   * a function is told whether the keyboard opened it (a menu then puts the focus on its first item,
   * as Radix does when its own trigger is pressed).
   */
  children: ReactNode | ((byKeyboard: boolean) => ReactNode);
};

/**
 * A popup (a Radix dialog or menu) whose code loads when it is first opened, not with the page. Until
 * then its trigger is a stand-in: the same element, announced as opening a popup, that starts the load
 * on hover or focus and asks for the popup on click. Once asked for, the popup (`children`) replaces
 * it for good and opens at once; while its module loads, the stand-in stays in place.
 */
export function LoadOnOpen({ trigger, popup, load, open, onOpenChange, children }: Props) {
  const [wanted, setWanted] = useState<false | { byKeyboard: boolean }>(false);
  if (open && !wanted) setWanted({ byKeyboard: false });
  const standIn = isValidElement(trigger) ? (
    <StandIn
      trigger={trigger as ReactElement<TriggerProps>}
      popup={popup}
      load={load}
      onOpen={(byKeyboard) => {
        setWanted({ byKeyboard });
        onOpenChange?.(true);
      }}
    />
  ) : (
    trigger
  );
  if (!wanted) return <>{standIn}</>;
  return (
    <Suspense fallback={standIn}>
      {typeof children === 'function' ? children(wanted.byKeyboard) : children}
    </Suspense>
  );
}

function StandIn({
  trigger,
  popup,
  load,
  onOpen,
}: {
  trigger: ReactElement<TriggerProps>;
  popup: Props['popup'];
  load: Props['load'];
  onOpen: (byKeyboard: boolean) => void;
}) {
  const preload = () => void load().catch(() => undefined);
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      // A click with no pointer behind it (detail 0) came from Enter or Space.
      if (!event.defaultPrevented) onOpen(event.detail === 0);
    },
  } as TriggerProps);
}

type DialogProps = { trigger?: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void };

/**
 * A dialog component whose content module (its default export) loads on first open through
 * `LoadOnOpen`; `contentProps` are added to what the content receives (e.g. `defaultOpen`).
 */
export function lazyDialog<P extends DialogProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  contentProps?: Partial<P>,
) {
  const Content = lazy(load);
  return function LazyDialog(props: P) {
    const content = { ...props, ...contentProps } as P;
    return (
      <LoadOnOpen
        trigger={props.trigger}
        popup="dialog"
        load={load}
        open={props.open}
        onOpenChange={props.onOpenChange}
      >
        <Content {...content} />
      </LoadOnOpen>
    );
  };
}
