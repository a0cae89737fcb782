// The steps an axis may take between its ticks. Counts and money step in whole units: the money
// axis is labelled in whole rupees, so a step of ₹0.25 drew '₹0 ₹0 ₹1 ₹1' on a quiet range.
// Hours keep uPlot's own steps (a review time of 1.5 h is real).
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000,
  500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000,
];

export function axisSteps(scale: string): number[] | undefined {
  return scale === 'count' || scale === 'money' ? WHOLE_STEPS : undefined;
}
