import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ReceiptPanel } from "~/kernel/receipts/components/receipt-panel";
import { formatLocalDate } from "~/kernel/format/domain/local-date";
import { makeVerifiableDraw } from "~/features/draw";
import { makeVerifiableTeams } from "~/features/teams";

const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const drawReceipt = makeVerifiableDraw(
  [
    { name: "Ann", tickets: 1 },
    { name: "Bob", tickets: 2 },
  ],
  { winners: 1, alternates: 0 },
  secret,
  "",
  true,
).receipt;
const teams = makeVerifiableTeams(
  { people: [{ name: "Ann" }, { name: "Bob" }, { name: "Cy" }], teams: 2, balance: false, apart: [] },
  secret,
  "",
  true,
);

/** The file names of the downloads the panel starts, in order, with what each holds. */
function catchDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, blobs };
}

describe("the receipt panel", () => {
  const today = formatLocalDate(new Date());

  it("names a draw's receipt and list files for a draw", async () => {
    const downloads = catchDownloads();
    render(
      <MemoryRouter>
        <ReceiptPanel receipt={drawReceipt} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download receipt" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Put the list in the receipt/ }));
    fireEvent.click(screen.getByRole("button", { name: "Download the list" }));
    expect(downloads.names).toEqual([`draw-receipt-${today}.json`, `draw-list-${today}.txt`]);
    expect(JSON.parse(await (downloads.blobs[0] as Blob).text())).toMatchObject({ kind: "draw" });
  });

  it("names a split's receipt and list files for teams", async () => {
    if (!teams.ok) throw new Error(teams.message);
    const downloads = catchDownloads();
    render(
      <MemoryRouter>
        <ReceiptPanel receipt={teams.receipt} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download receipt" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Put the list in the receipt/ }));
    fireEvent.click(screen.getByRole("button", { name: "Download the list" }));
    expect(downloads.names).toEqual([`teams-receipt-${today}.json`, `teams-list-${today}.txt`]);
    expect(JSON.parse(await (downloads.blobs[0] as Blob).text())).toMatchObject({ kind: "teams" });
  });
});
