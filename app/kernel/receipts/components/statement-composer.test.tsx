import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { StatementComposer } from "~/kernel/receipts/components/statement-composer";
import { hashSecretHex, hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { writeStatement, type DrawCounts } from "~/kernel/receipts/domain/statement";
import type { Composed } from "~/kernel/receipts/hooks/use-verifiable-mode";

const counts: DrawCounts = {
  kind: "draw",
  entrants: 5,
  tickets: 8,
  repeatedNames: "tickets add up",
  winners: 2,
  alternates: 1,
};
const listHash = "888a07acc42271ebd9bcfc90f9143ecc73fe75958bac2212a385712cddadd4b5";
const secrets = [1, 2, 3].map((fill) => new Uint8Array(32).fill(fill));

/** The composer as a page holds it: a secret renewed on request, the composed statement kept. */
function Page({ onComposed, winners = 2 }: { onComposed: (composed: Composed) => void; winners?: number }) {
  const [renewals, setRenewals] = useState(0);
  return (
    <StatementComposer
      secret={secrets[renewals] as Uint8Array}
      counts={{ ...counts, winners }}
      listHash={listHash}
      afterResult={false}
      disabled={false}
      onRenewSecret={() => setRenewals((count) => count + 1)}
      onComposed={onComposed}
    />
  );
}
const statementShown = () => screen.getByLabelText("Statement").textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the statement composer", () => {
  it("writes the statement byte for byte as every checker reads it, and its SHA-256", () => {
    const composed = vi.fn();
    render(<Page onComposed={composed} />);
    const statement = writeStatement(counts, listHash, hashSecretHex(secrets[0] as Uint8Array), { type: "none" });
    expect(statementShown()).toBe(statement);
    expect(screen.getByText(hashText(statement))).toBeInTheDocument();
    expect(
      screen.getByText(/Without a public value, you know the result as soon as the secret is drawn/),
    ).toBeInTheDocument();
    expect(composed).toHaveBeenLastCalledWith({ ok: true, source: { type: "none" }, publicValue: "", statement });
  });

  it("declares lottery numbers, and holds the draw until the numbers are typed as the statement spells them", () => {
    const composed = vi.fn();
    render(<Page onComposed={composed} />);
    fireEvent.click(screen.getByRole("radio", { name: "Lottery numbers" }));
    type("Lottery and draw", "UK National Lottery Lotto");
    type("Draw date", "2999-11-28");
    expect(screen.getByText(/^Give how many main numbers the draw gives, all of them/)).toBeInTheDocument();
    type("Main numbers the draw gives (all of them)", "6");
    expect(screen.getByText(/^Give how many bonus numbers the draw gives besides, all of them/)).toBeInTheDocument();
    type("Bonus numbers the draw gives (all of them, 0 if none)", "1");
    expect(statementShown()).toContain(
      "\npublic value: lottery numbers\nlottery: UK National Lottery Lotto\ndraw date: 2999-11-28\nmain numbers: 6\nbonus numbers: 1\n",
    );
    expect(composed).toHaveBeenLastCalledWith(expect.objectContaining({ ok: false }));
    type("Main numbers", "42, 4, 08 15 16 23");
    type("Bonus numbers", "7");
    expect(screen.getByText("Recorded as: 4 8 15 16 23 42 + 7")).toBeInTheDocument();
    expect(composed).toHaveBeenLastCalledWith(
      expect.objectContaining({ ok: true, publicValue: "4 8 15 16 23 42 + 7", statement: statementShown() }),
    );
    type("Main numbers", "4 8 15 16 23");
    expect(screen.getByText(/6 main numbers needed, 5 typed\./)).toBeInTheDocument();
    expect(composed).toHaveBeenLastCalledWith(expect.objectContaining({ ok: false }));
  });

  it("refuses a lottery draw already past before the statement is published: its result proves nothing", () => {
    render(<Page onComposed={vi.fn()} />);
    fireEvent.click(screen.getByRole("radio", { name: "Lottery numbers" }));
    type("Lottery and draw", "Lotto");
    type("Draw date", "2001-01-01");
    expect(screen.queryByLabelText("Statement")).toBeNull();
    expect(screen.getByText(/a result already known proves nothing/)).toBeInTheDocument();
  });

  it("draws a new secret when the statement changes after it was copied, and says to withdraw the old one", async () => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => undefined) } });
    const { rerender } = render(<Page onComposed={vi.fn()} />);
    const first = statementShown() ?? "";
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy statement" })));
    rerender(<Page onComposed={vi.fn()} winners={3} />);
    expect(statementShown()).toContain(`secret hex SHA-256: ${hashSecretHex(secrets[1] as Uint8Array)}`);
    expect(statementShown()).not.toContain(first.match(/secret hex SHA-256: \w+/)?.[0]);
    expect(screen.getByText(/publish the new statement below and withdraw the old one/)).toBeInTheDocument();
  });
});
