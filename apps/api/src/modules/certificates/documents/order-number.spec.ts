import { bareOrderNumber, orderNumberLabel } from './order-number';

describe('order numbers on certificates', () => {
  it.each([
    ['105-П', '№ 105-П'],
    ['№ 105-П', '№ 105-П'],
    ['№105-П', '№ 105-П'],
    [' № 105-П ', '№ 105-П'],
    ['№ № 105-П', '№ 105-П'],
    ['№ 501/ПК-Б', '№ 501/ПК-Б'],
  ])('labels %j as %j: the sign «№» once, whether the number was typed with it or not', (number, label) => {
    expect(orderNumberLabel(number)).toBe(label);
  });

  it('keeps a «№» inside the number, and labels an empty number as nothing', () => {
    expect(orderNumberLabel('105-П/№2')).toBe('№ 105-П/№2');
    expect(orderNumberLabel('')).toBe('');
    expect(orderNumberLabel(' № ')).toBe('');
  });

  it.each([
    ['105-П', '105-П'],
    ['№ 105-П', '105-П'],
    ['№105-П', '105-П'],
    [' № 105-П ', '105-П'],
  ])('gives %j without its sign as %j, for a template that prints «№ {act_number}»', (number, bare) => {
    expect(bareOrderNumber(number)).toBe(bare);
  });
});
