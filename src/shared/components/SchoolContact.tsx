/** The school's contact details, written once and shown in the footer, home and contact pages. */
export const schoolContact = {
  street: '27 Learning Lane, Suite 400',
  city: 'Boston, MA 02110, USA',
  phone: { display: '+1 (617) 555-0142', href: 'tel:+16175550142' },
  email: 'hello@learnacademy.example',
  hours: ['Monday to Friday, 9 am to 6 pm', 'Saturday, 10 am to 2 pm (Eastern Time)'],
} as const;

export function StreetAddressLines() {
  return (
    <>
      {schoolContact.street}
      <br />
      {schoolContact.city}
    </>
  );
}

export function PhoneLink() {
  return <a href={schoolContact.phone.href}>{schoolContact.phone.display}</a>;
}

export function EmailLink() {
  return <a href={`mailto:${schoolContact.email}`}>{schoolContact.email}</a>;
}

export function OpeningHoursLines() {
  const [weekdays, saturday] = schoolContact.hours;
  return (
    <>
      {weekdays}
      <br />
      {saturday}
    </>
  );
}
