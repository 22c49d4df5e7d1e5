import { describe, expect, it } from "vitest";
import { median, medianCpu, medianRatio } from "./rounds";

const run = (rps: number, cpuPerAnswer: number | null = null) => ({ rps, cpuPerAnswer });

describe("the alternating rounds' figures", () => {
  it("takes the median of an odd and an even count", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("divides each round's page rate by the /tariff run of the same round, not by the best /tariff run", () => {
    // Round 2 ran while the machine was busy: both its rates fell, its ratio did not.
    const page = [run(450), run(200), run(470)];
    const tariff = [run(500), run(220), run(480)];
    expect(medianRatio(page, tariff)).toBeCloseTo(0.909, 3); // ratios 0.9, 0.909, 0.979
  });

  it("leaves out a round whose /tariff run answered nothing, and answers null without any round", () => {
    expect(medianRatio([run(300), run(400)], [run(0), run(500)])).toBeCloseTo(0.8, 5);
    expect(medianRatio([], [])).toBeNull();
  });

  it("gives the CPU per answer of the runs that measured it", () => {
    expect(medianCpu([run(1, 2.5), run(1, null), run(1, 1.5), run(1, 2)])).toBe(2);
    expect(medianCpu([run(1)])).toBeNull();
  });
});
