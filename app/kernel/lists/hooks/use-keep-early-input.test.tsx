import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

type Report = (name: string, value: string | boolean) => void;

function Text({ name, value, onEarlyInput }: { name: string; value: string; onEarlyInput: Report }) {
  const ref = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(ref, (field) => onEarlyInput(name, field.value));
  return <input ref={ref} aria-label={name} value={value} onChange={() => {}} />;
}

function Notes({ onEarlyInput }: { onEarlyInput: Report }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useKeepEarlyInput(ref, (field) => onEarlyInput("Notes", field.value));
  return <textarea ref={ref} aria-label="Notes" value="" onChange={() => {}} />;
}

function Weight({ onEarlyInput }: { onEarlyInput: Report }) {
  const ref = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(ref, (field) => onEarlyInput("Weight", field.value));
  return <input ref={ref} type="range" aria-label="Weight" min={1} max={100} value={50} onChange={() => {}} />;
}

function Mode({ mode, checked, onEarlyInput }: { mode: string; checked: boolean; onEarlyInput: Report }) {
  const ref = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(ref, (field) => onEarlyInput(mode, field.checked));
  return <input ref={ref} type="radio" name="mode" aria-label={mode} checked={checked} onChange={() => {}} />;
}

function Toggle({ name, checked, onEarlyInput }: { name: string; checked: boolean; onEarlyInput: Report }) {
  const ref = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(ref, (field) => onEarlyInput(name, field.checked));
  return <input ref={ref} type="checkbox" aria-label={name} checked={checked} onChange={() => {}} />;
}

function SpinTime({ value, onEarlyInput }: { value: string; onEarlyInput: Report }) {
  const ref = useRef<HTMLSelectElement>(null);
  useKeepEarlyInput(ref, (field) => onEarlyInput("Spin time", field.value));
  return (
    <select ref={ref} aria-label="Spin time" value={value} onChange={() => {}}>
      {["1", "2", "3"].map((seconds) => (
        <option key={seconds}>{seconds}</option>
      ))}
    </select>
  );
}

function Form({ onEarlyInput }: { onEarlyInput: Report }) {
  return (
    <form>
      <Text name="Empty" value="" onEarlyInput={onEarlyInput} />
      <Text name="Filled" value="Tea" onEarlyInput={onEarlyInput} />
      <Notes onEarlyInput={onEarlyInput} />
      <Weight onEarlyInput={onEarlyInput} />
      <Mode mode="Equal" checked onEarlyInput={onEarlyInput} />
      <Mode mode="Weighted" checked={false} onEarlyInput={onEarlyInput} />
      <Toggle name="Verifiable" checked={false} onEarlyInput={onEarlyInput} />
      <Toggle name="Tick sound" checked onEarlyInput={onEarlyInput} />
      <SpinTime value="2" onEarlyInput={onEarlyInput} />
    </form>
  );
}

/** The form's server HTML in the document, and a hydration of it. */
function prerenderForm(onEarlyInput: Report) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<Form onEarlyInput={onEarlyInput} />);
  return () => render(<Form onEarlyInput={onEarlyInput} />, { container, hydrate: true });
}

describe("useKeepEarlyInput", () => {
  it("hands over, once, each field typed in, slid or picked before hydration", async () => {
    const onEarlyInput = vi.fn<Report>();
    const hydrate = prerenderForm(onEarlyInput);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Empty" }), "Pizza");
    await user.type(screen.getByRole("textbox", { name: "Filled" }), " or coffee");
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "On a budget");
    fireEvent.change(screen.getByRole("slider", { name: "Weight" }), { target: { value: "70" } });
    await user.click(screen.getByRole("radio", { name: "Weighted" }));
    await user.click(screen.getByRole("checkbox", { name: "Verifiable" }));
    await user.click(screen.getByRole("checkbox", { name: "Tick sound" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Spin time" }), "3");

    hydrate();

    expect(onEarlyInput.mock.calls).toEqual([
      ["Empty", "Pizza"],
      ["Filled", "Tea or coffee"],
      ["Notes", "On a budget"],
      ["Weight", "70"],
      ["Weighted", true],
      ["Verifiable", true],
      ["Tick sound", false],
      ["Spin time", "3"],
    ]);
  });

  it("hands over nothing for fields left as rendered, or put back before hydration", async () => {
    const onEarlyInput = vi.fn<Report>();
    const hydrate = prerenderForm(onEarlyInput);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Empty" }), "x{Backspace}");
    await user.click(screen.getByRole("radio", { name: "Weighted" }));
    await user.click(screen.getByRole("radio", { name: "Equal" }));
    await user.dblClick(screen.getByRole("checkbox", { name: "Verifiable" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Spin time" }), "3");
    await user.selectOptions(screen.getByRole("combobox", { name: "Spin time" }), "2");

    hydrate();

    expect(onEarlyInput).not.toHaveBeenCalled();
  });

  it("hands over nothing when the form is first drawn in the browser", () => {
    const onEarlyInput = vi.fn<Report>();
    render(<Form onEarlyInput={onEarlyInput} />);
    expect(onEarlyInput).not.toHaveBeenCalled();
  });
});
