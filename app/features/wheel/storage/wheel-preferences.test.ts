import { describe, expect, it, vi } from "vitest";
import {
  defaultWheelPreferences,
  readRawWheelPreferences,
  restoreWheelPreferences,
  saveWheelPreferences,
  subscribeToWheelPreferences,
  wheelPreferencesKey,
} from "~/features/wheel/storage/wheel-preferences";
import { FakeStorage } from "~/test/fake-storage";

const current = () => restoreWheelPreferences(readRawWheelPreferences());

describe("the wheel preferences", () => {
  it("start as the wheel, the page's own spin time, no sound and no celebration", () => {
    expect(current()).toEqual({ view: "wheel", spinSeconds: null, tickSound: false, celebrate: false });
    expect(current()).toEqual(defaultWheelPreferences);
  });

  it("remember each change and keep the other preferences", () => {
    saveWheelPreferences({ view: "card" });
    saveWheelPreferences({ tickSound: true });
    saveWheelPreferences({ spinSeconds: 12 });
    expect(current()).toEqual({ view: "card", spinSeconds: 12, tickSound: true, celebrate: false });
    expect(JSON.parse(localStorage.getItem(wheelPreferencesKey)!)).toEqual(current());
  });

  it("fall back to the defaults when the stored value cannot be read", () => {
    for (const raw of ["{oops", "null", "[]", '"card"', "42"]) {
      expect(restoreWheelPreferences(raw)).toEqual(defaultWheelPreferences);
    }
  });

  it("replace only the damaged fields with their defaults", () => {
    const damaged = { view: "spinner", spinSeconds: 31, tickSound: "yes", celebrate: true };
    expect(restoreWheelPreferences(JSON.stringify(damaged))).toEqual({ ...defaultWheelPreferences, celebrate: true });
    for (const spinSeconds of [0, 2.5, -3, "5", null, 1e9]) {
      expect(restoreWheelPreferences(JSON.stringify({ view: "card", spinSeconds }))).toEqual({
        ...defaultWheelPreferences,
        view: "card",
      });
    }
    expect(restoreWheelPreferences(JSON.stringify({ spinSeconds: 1 })).spinSeconds).toBe(1);
    expect(restoreWheelPreferences(JSON.stringify({ spinSeconds: 30 })).spinSeconds).toBe(30);
  });

  it("hold for the page view when storage refuses, and are stored once it accepts again", () => {
    const full = new FakeStorage();
    full.failure = "quota";
    saveWheelPreferences({ view: "card" }, full);
    expect(restoreWheelPreferences(readRawWheelPreferences(full)).view).toBe("card");
    saveWheelPreferences({ tickSound: true }, null);
    expect(restoreWheelPreferences(readRawWheelPreferences(null))).toMatchObject({ view: "card", tickSound: true });

    saveWheelPreferences({ celebrate: true });
    expect(JSON.parse(localStorage.getItem(wheelPreferencesKey)!)).toMatchObject({
      view: "card",
      tickSound: true,
      celebrate: true,
    });
    expect(readRawWheelPreferences()).toBe(localStorage.getItem(wheelPreferencesKey));
  });

  it("tell their subscribers of changes here and in other tabs", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToWheelPreferences(listener);
    saveWheelPreferences({ view: "card" });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: wheelPreferencesKey }));
    window.dispatchEvent(new StorageEvent("storage", { key: "decision-history" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveWheelPreferences({ view: "wheel" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
