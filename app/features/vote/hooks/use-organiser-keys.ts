import { msg } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { importOrganiserPrivateKey, importOrganiserPublicKey } from "~/features/vote/domain/organiser-keys";
import type { VoteLink } from "~/features/vote/domain/vote-links";

export type OrganiserKeys = { privateKey: CryptoKey; publicKey: CryptoKey };

export const damagedOrganiserWords = msg`This organiser link is damaged: its key is not this poll's. You can vote, but not close, reveal or delete. Copy the whole organiser link again.`;

/** The organiser's keys from their link, checked against the poll's public key; null for a voter's link. */
export function useOrganiserKeys(link: VoteLink, publicKey: string): OrganiserKeys | "damaged" | null {
  const [keys, setKeys] = useState<OrganiserKeys | "damaged" | null>(null);
  useEffect(() => {
    if (link.role !== "organiser") return;
    let active = true;
    void Promise.all([
      importOrganiserPrivateKey(link.organiserKey, publicKey),
      importOrganiserPublicKey(publicKey),
    ]).then(([privateKey, pointKey]) => {
      if (active) setKeys(privateKey && pointKey ? { privateKey, publicKey: pointKey } : "damaged");
    });
    return () => {
      active = false;
    };
  }, [link, publicKey]);
  return link.role === "organiser" ? keys : null;
}
