/** Small pieces every screen repeats: an input bound to a state setter and a table's head row. */

/** A text-like input whose value lives in the screen's state (`set` receives what was typed). */
export function Input(props: {
  value: string | number;
  set: (value: string) => void;
  type?: string;
  name?: string;
  placeholder?: string;
  wide?: boolean;
  min?: number;
  max?: number;
  step?: string;
}) {
  return (
    <input
      class={props.wide ? "wide" : undefined}
      // Preact types each input type's attributes apart; the types used here all take these ones.
      type={(props.type ?? "text") as "text"}
      name={props.name}
      placeholder={props.placeholder}
      min={props.min}
      max={props.max}
      step={props.step}
      value={props.value}
      onInput={(e) => props.set((e.target as HTMLInputElement).value)}
    />
  );
}

/** A table's header row; an empty string is a column without a title (the actions column). */
export function Head({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>{columns.map((c) => (c ? <th>{c}</th> : <th />))}</tr>
    </thead>
  );
}

/** A secondary button that acts on something already on screen (not a form submit). */
export function Action(props: { label: string; onClick: () => unknown; disabled?: boolean }) {
  return (
    <button type="button" class="secondary" disabled={props.disabled} onClick={props.onClick}>
      {props.label}
    </button>
  );
}

/** A file input's change handler that puts the chosen file's text into the screen's state. */
export function fileTextInto(set: (text: string) => void) {
  return async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) set(await file.text());
  };
}
