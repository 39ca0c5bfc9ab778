// Round 9 application: a ledger, one account per VP of [6][5]. Run "open"
// (3 ranks) writes each account's header (balance, count: NB) and a
// per-account number of transaction records (struct of 3 ints) with one
// fwrite of a parallel nitems from a parallel array of structs (IB:
// counts differ). Run "post" (2 ranks, "r+") posts interest with an
// elemental function that, for its VP alone, reads the header with
// fread, walks the records with fseek/fread, rewrites each record's
// running balance in place (fseek back + fwrite) and rewrites the header
// (fseek(f, 0, SEEK_SET) + fwrite), returning the new balance; it is
// called under a where (closed accounts skipped), twice. Then a
// collective fread of headers checks the balances, and ftell/feof per VP.
// Run "audit" (1 and 3 ranks) reads everything back with parallel nitems.
// Inputs/s9_model.py ledger models it and checks the file.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s open | FileCheck --check-prefix=O %s
// RUN: %crun -n 2 %s post | FileCheck --check-prefix=P %s
// RUN: %python %S/Inputs/s9_model.py ledger-out > want.txt
// RUN: %crun -n 1 %s audit > a1.txt && diff want.txt a1.txt
// RUN: %crun -n 3 %s audit > a3.txt && diff want.txt a3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s audit > a2.txt && diff want.txt a2.txt
// RUN: %python %S/Inputs/s9_model.py ledger | FileCheck --check-prefix=M %s
// RUN: %streamstar verify ledger.dat | FileCheck --check-prefix=V %s
// O: opened 30 accounts, 109 records
// P: posted: 26 accounts twice, balances ok 30 of 30, tell ok 30, eof 0
// M: ledger.dat: 30 VPs match
// V: ledger.dat: ok (shape 6x5, 30 VPs
#include <stdio.h>
#include <string.h>
shape [6][5]A;
struct tx { int amount; int day; int running; };
struct hdr { int balance; int count; };
/* one account: apply rate% interest to every record's running balance */
elemental int post(FILE *f, int rate) {
    struct hdr h;
    struct tx t;
    if (fseek(f, 0, SEEK_SET) != 0 || fread(&h, sizeof h, 1, f) != 1) return -1;
    int bal = h.balance;
    for (int k = 0; k < h.count; k++) {
        if (fread(&t, sizeof t, 1, f) != 1) return -2;
        bal += t.amount;
        bal += bal * rate / 100;
        t.running = bal;
        if (fseek(f, -(long)sizeof t, SEEK_CUR) != 0 || fwrite(&t, sizeof t, 1, f) != 1) return -3;
        if (fseek(f, 0, SEEK_CUR) != 0) return -4; /* C: a seek between a write and a read */
    }
    h.balance = bal;
    if (fseek(f, 0, SEEK_SET) != 0 || fwrite(&h, sizeof h, 1, f) != 1) return -5;
    return bal;
}
int main(int argc, char **argv) {
    with (A) {
        int:A id = pcoord(0) * 5 + pcoord(1);
        if (strcmp(argv[1], "open") == 0) {
            struct hdr:A h;
            struct tx:A t[8];
            h.balance = 1000 + id * 10;
            h.count = (id * 7) % 8;
            for (int k = 0; k < 8; k++) { t[k].amount = (id + k) % 5 * 100 - 150; t[k].day = k; t[k].running = 0; }
            FILE:A *f = fopen("ledger.dat", "w");
            fwrite(&h, sizeof h, 1, f);
            int:A n = fwrite(t, sizeof(struct tx), h.count, f);
            printf("opened %d accounts, %d records\n", positionsof(A), += n);
            fclose(f);
        } else if (strcmp(argv[1], "post") == 0) {
            FILE:A *f = fopen("ledger.dat", "r+");
            int:A b1 = -9, b2 = -9, open = id % 7 != 3;
            where (open) b1 = post(f, 1);
            where (open) b2 = post(f, 2);
            struct hdr:A h;
            fseek(f, 0, SEEK_SET);
            fread(&h, sizeof h, 1, f);
            int:A ok = open ? h.balance == b2 && b1 >= 0 : h.balance == 1000 + id * 10;
            long:A tell = ftell(f);
            printf("posted: %d accounts twice, balances ok %d of %d, tell ok %d, eof %d\n", += open, += ok,
                   positionsof(A), += (tell == sizeof h), += feof(f));
            fclose(f);
        } else {
            FILE:A *f = fopen("ledger.dat", "r");
            struct hdr:A h;
            struct tx:A t[8];
            fread(&h, sizeof h, 1, f);
            int:A n = fread(t, sizeof(struct tx), h.count, f), sum = 0, days = 0;
            for (int k = 0; k < 8; k++) where (k < n) { sum += t[k].running % 1000; days += t[k].day; }
            int:A extra = fread(t, 1, 1, f);
            for (int i = 0; i < 30; i++) printf("account %d: balance %d, %d records, running sum %d, days %d\n",
                                                i, [i / 5][i % 5]h.balance, [i / 5][i % 5]n, [i / 5][i % 5]sum, [i / 5][i % 5]days);
            printf("extra %d, eof %d\n", += extra, += feof(f));
            fclose(f);
        }
    }
    return 0;
}
