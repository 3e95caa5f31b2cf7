/**
 * Lighthouse's CPU calibration. Its mobile preset slows the CPU 4× on the assumption that the host is
 * a high-end desktop (BenchmarkIndex 1,500–2,000); on a slower host the same 4× emulates a phone slower
 * than the mid-tier one the preset stands for. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") points to its CPU throttling calculator, whose
 * piecewise-linear mapping this is: BenchmarkIndex 150 → 1×, 800 → 2×, 1,300 → 3×, each 233 more → +1×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}

/** Lighthouse's default slowdown of its mobile preset. */
export const DEFAULT_CPU_SLOWDOWN = 4
