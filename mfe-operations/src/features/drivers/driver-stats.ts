const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Vehicles per driver with one decimal and a Turkish decimal comma ('1,5'). */
export function formatAverage(average: number): string {
  return oneDecimal.format(Number.isFinite(average) ? average : 0);
}
