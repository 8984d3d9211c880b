import { Trans, useLingui } from "@lingui/react/macro";
import encodeQR from "qr";

/**
 * The voting link as a QR code, to scan across a table: an SVG drawn by `qr` (paulmillr's, no dependencies), dark on
 * light whatever the theme, with the quiet zone scanners need. Loaded only when shown.
 */
export default function PollQrCode({ text }: { text: string }) {
  const { t } = useLingui();
  const svg = encodeQR(text, "svg", { ecc: "medium", border: 4 });
  return (
    <figure className="vote-qr">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t`QR code of the voting link`} />
      <figcaption className="hint">
        <Trans>Scan with a phone’s camera to open the voting link.</Trans>
      </figcaption>
    </figure>
  );
}
