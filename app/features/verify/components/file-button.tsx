import { useRef } from "react";

/** A button that opens a file and gives it to be read. */
export function FileButton({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => Promise<void>;
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
          if (file) void onFile(file);
        }}
      />
    </>
  );
}
