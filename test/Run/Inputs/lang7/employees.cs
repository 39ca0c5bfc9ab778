/* Input of test/Run/lang7-apps.test.
 * The Programming Guide's employee database, in K&R C as 1991 programs were
 * written: `unsigned int employee_id:employees, age, salary;` (the name:shape
 * form), implicit-int functions with identifier lists, a parallel K&R
 * parameter, register locals, a raise given where a predicate holds, the
 * payroll by department with a combining send into a smaller shape, the
 * oldest employee found with >?= then a where on equality, and [i]salary
 * reads.  Reference: the same records in plain C structs. */
#include <stdio.h>
#define NEMP 37
#define NDEPT 5

shape [NEMP]employees;
shape [NDEPT]departments;
unsigned int employee_id:employees, age:employees, salary:employees;
int dept:employees;
unsigned int payroll:departments;
int headcount:departments;
struct emp { unsigned id, age, salary; int dept; } db[NEMP];
int fails;

check(what, got, want)
char *what;
long got, want;
{
    if (got != want) { fails++; printf("FAIL %s: got %ld want %ld\n", what, got, want); }
}

unsigned int:current raise(s, pct)
unsigned int:current s;
int pct;
{
    return s + s * pct / 100;
}

setup()
{
    register int i;
    with (employees) {
        employee_id = 1000 + pcoord(0);
        age = 20 + (pcoord(0) * 13) % 45;
        salary = 30000 + ((pcoord(0) * 7919) % 50) * 1000;
        dept = (pcoord(0) * 3) % NDEPT;
    }
    for (i = 0; i < NEMP; i++) {
        db[i].id = 1000 + i;
        db[i].age = 20 + (i * 13) % 45;
        db[i].salary = 30000 + ((i * 7919) % 50) * 1000;
        db[i].dept = (i * 3) % NDEPT;
    }
}

main()
{
    register int i, d;
    unsigned oldest, total, wtotal, woldest = 0, oldest_id = 0, wid = 0;
    unsigned wpay[NDEPT];
    int wcount[NDEPT];
    setup();
    with (employees) {
        where (age > 50 && salary < 60000) salary = raise(salary, 10);
        total = += salary;
        oldest = >?= age;
        where (age == oldest) oldest_id = <?= employee_id;
    }
    with (departments) { payroll = 0; headcount = 0; }
    with (employees) {
        [dept]payroll += salary;
        [dept]headcount += 1;
    }
    for (i = 0, wtotal = 0; i < NEMP; i++) {
        if (db[i].age > 50 && db[i].salary < 60000) db[i].salary += db[i].salary * 10 / 100;
        wtotal += db[i].salary;
        if (db[i].age > woldest) { woldest = db[i].age; wid = db[i].id; }
        check("salary", (long)[i]salary, (long)db[i].salary);
    }
    check("total", total, wtotal);
    check("oldest", oldest, woldest);
    check("oldest id", oldest_id, wid);
    for (d = 0; d < NDEPT; d++) { wpay[d] = 0; wcount[d] = 0; }
    for (i = 0; i < NEMP; i++) { wpay[db[i].dept] += db[i].salary; wcount[db[i].dept]++; }
    for (d = 0; d < NDEPT; d++) {
        check("payroll", [d]payroll, wpay[d]);
        check("headcount", [d]headcount, wcount[d]);
        printf("dept %d: %d people, payroll %u\n", d, [d]headcount, [d]payroll);
    }
    printf("total %u, oldest %u (id %u)\n", total, oldest, oldest_id);
    printf("employees %s\n", fails ? "FAILED" : "ok");
    return 0;
}
