import { useRef } from "react";

/** A button that opens a file and gives its text. */
export function FileButton({
  label,
  accept,
  onText,
}: {
  label: string;
  accept: string;
  onText: (text: string) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button" onClick={() => fileRef.current?.click()}>
        {label}
      </button>
      <input
        ref={fileRef}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          void file?.text().then(onText);
        }}
      />
    </>
  );
}
