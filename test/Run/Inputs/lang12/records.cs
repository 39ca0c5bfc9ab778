/* Employee records: a text file read in scalar code into a parallel struct
 * ([k]emp = rec), raises under where, per-VP text written to a Stream* file
 * with fprintf and read back into another parallel struct with fscanf
 * (&back.age, back.name), checked against plain C arrays. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define MAXE 12
struct emp {
    int id;
    char name[12];
    int age;
    double salary;
};

shape [MAXE]staff;
struct emp:staff e, back;
struct emp table[MAXE];        /* the plain C copy */
static char *names[] = {"ada", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo", "kim", "lu"};

int fails;
#define CHECK(c, what) if (!(c)) { printf("FAIL %s\n", what); fails++; } else

main(argc, argv)
int argc;
char *argv[];
{
    FILE *f;
    FILE:staff *pf;
    struct emp rec;
    int n = 0, k, old, cnt_c = 0, bad;
    double pay, pay_c = 0, top, top_c = 0;
    char *path = argc > 1 ? argv[1] : "staff";   /* the test gives a temporary name */
    char txt[256];

    sprintf(txt, "%s.txt", path);
    f = fopen(txt, "w");
    for (k = 0; k < MAXE; k++)
        fprintf(f, "%d %s %d %.2f\n", 100 + k, names[k], 22 + (k * 7) % 40, 1000.0 + 125.5 * k);
    fclose(f);

    f = fopen(txt, "r");
    while (n < MAXE && fscanf(f, "%d %11s %d %lf", &rec.id, rec.name, &rec.age, &rec.salary) == 4) {
        [n]e = rec;
        table[n] = rec;
        n++;
    }
    fclose(f);
    printf("read %d records\n", n);

    with (staff) {
        where (e.age >= 40) e.salary = e.salary * 1.10;
        old = += (int:staff)(e.age >= 40);
        pay = += e.salary;
        top = >?= e.salary;
    }
    for (k = 0; k < n; k++) {
        if (table[k].age >= 40) { table[k].salary *= 1.10; cnt_c++; }
        pay_c += table[k].salary;
        if (table[k].salary > top_c) top_c = table[k].salary;
    }
    CHECK(old == cnt_c, "old") printf("aged 40+: %d\n", old);
    CHECK(pay == pay_c, "pay") printf("payroll %.2f top %.2f\n", pay, top);
    CHECK(top == top_c, "top");

    with (staff) {
        sprintf(txt, "%s.dat", path);
        pf = fopen(txt, "w");
        fprintf(pf, "%d %s %d %.6f\n", e.id, e.name, e.age, e.salary);
        fclose(pf);
        pf = fopen(txt, "r");
        fscanf(pf, "%d %11s %d %lf", &back.id, back.name, &back.age, &back.salary);
        fclose(pf);
        bad = += (int:staff)(back.id != e.id || strcmp(back.name, e.name) != 0 || back.age != e.age);
        where (back.salary - e.salary > 1e-6 || e.salary - back.salary > 1e-6) bad += (int:staff)1;
    }
    CHECK(bad == 0, "roundtrip") printf("round trip ok\n");
    for (k = 0; k < n; k++) {
        CHECK(strcmp([k]back.name, table[k].name) == 0, "name");
        CHECK([k]back.age == table[k].age, "age");
    }
    printf("%s %d %s\n", [3]back.name, [3]back.age, fails ? "FAIL" : "records ok");
    remove(txt);
    return 0;
}
