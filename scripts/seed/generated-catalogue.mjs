// A large catalogue made from the demo one, for the bench and the tests at scale: product `id`
// (after the seed's) is a copy of a demo product with its own title, price and rating.
import { products } from './catalogue.mjs';

/** @param {number} id  greater than the demo catalogue's last id */
export function generatedProduct(id) {
  const model = products[id % products.length];
  return {
    ...model,
    id,
    title: `${model.title} (batch ${id})`,
    price: Math.round(model.price * (0.6 + ((id * 37) % 100) / 100) * 100) / 100,
    rating: { rate: Math.round((2 + ((id * 53) % 300) / 100) * 10) / 10, count: (id * 7) % 900 },
  };
}
