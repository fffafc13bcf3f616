// GMP, imported into Swift as the CGMP module. gmp.h's mpz_*/mpq_* names are macros Swift does not import:
// Swift code calls the __gmpz_*/__gmpq_* functions they stand for.
#include <gmp.h>
