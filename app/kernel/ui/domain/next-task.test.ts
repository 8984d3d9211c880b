import { describe, expect, it } from "vitest";
import { nextTask } from "~/kernel/ui/domain/next-task";

describe("nextTask", () => {
  it("resolves after the messages already queued", async () => {
    const order: string[] = [];
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => order.push("queued before");
    port2.postMessage(null);
    await nextTask();
    order.push("next task");
    port1.close();
    expect(order).toEqual(["queued before", "next task"]);
  });
});
