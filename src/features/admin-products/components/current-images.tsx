/** The images the product has now (as stored when the page opened), beside the edit form. */
export function CurrentImages({ title, images }: { title: string; images: readonly string[] }) {
  return (
    <ul className="product-current-images">
      {images.map((image, index) => (
        <li key={image}>
          <img
            src={image}
            alt={index === 0 ? `${title} (cover)` : `${title}, image ${String(index + 1)}`}
            width={120}
            height={120}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
