import { useState } from 'react';
import { Link } from '../ui/link';
import { formatUah } from '../../../common/subscription-rules';
import { Modal } from '../ui/modal';

export interface CourseOfferView {
  code: string;
  title: string;
  description: string;
  price_kop: number;
  access_title: string;
  checkout_url: string;
  records: { id: number; title: string; url: string }[];
}

/**
 * The price of an academy course on its landing (from the catalogue, ADR 040) and the «program
 * register» modal: enrolling in a paid programme leads to its checkout.
 */
export function CourseOffer({ course }: { course: CourseOfferView }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="course-offer-title" className="card flex w-full max-w-xl flex-col items-center gap-3">
      <h2 id="course-offer-title" className="text-xl font-bold">
        Вартість навчання
      </h2>
      <p className="text-3xl font-bold" data-testid="course-price">
        {formatUah(course.price_kop)}
      </p>
      <p className="text-sm text-slate-600">{course.access_title}</p>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        Записатися на програму
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`Запис на програму «${course.title}»`}>
        <div className="flex flex-col gap-3 text-left">
          <p>{course.description}</p>
          {course.records.length > 0 && (
            <ul className="list-disc pl-5 text-sm">
              {course.records.map((r) => (
                <li key={r.id}>{r.title}</li>
              ))}
            </ul>
          )}
          <p>
            {course.access_title}: <strong>{formatUah(course.price_kop)}</strong>
          </p>
          <Link to={course.checkout_url} className="btn-primary self-start">
            Перейти до оплати
          </Link>
        </div>
      </Modal>
    </section>
  );
}
